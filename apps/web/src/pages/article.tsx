import {
  Button,
  Card,
  Empty,
  Flex,
  List,
  Result,
  Segmented,
  Skeleton,
  Typography,
  theme,
} from 'antd';
import { articleCategories } from '@zyz/domain';
import { useArticleList } from '../features/article/api/articles';
import { ArticleRow } from '../features/article/components/article-list-item';
import { GlobalSearch } from '../features/search/components/global-search';
import { useUrlFilters } from '../lib/use-url-filters';

const pageSize = 10;
const tabs = [
  { label: '全部', value: '' },
  ...articleCategories.map((c) => ({ label: c.name, value: c.code })),
];

/** /article?category=&keyword=&page=: news and activity summaries, newest first. */
export default function ArticlePage() {
  const { token } = theme.useToken();
  const { get, update, pageIndex } = useUrlFilters();
  const category = get('category');
  const keyword = get('keyword');
  const list = useArticleList({
    category: category || undefined,
    keyword: keyword || undefined,
    pageIndex,
    pageSize,
  });

  return (
    <Flex vertical gap={token.margin} data-testid="article-page">
      {/* The page's one h1, at the size of the other pages' titles; each article below is an h2. */}
      <Typography.Title level={1} style={{ margin: 0, fontSize: token.fontSizeHeading3 }}>
        新闻资讯
      </Typography.Title>
      <GlobalSearch
        key={keyword}
        defaultValue={keyword}
        placeholder="搜索新闻标题"
        suggest={false}
        onSearch={(next) => update({ keyword: next, page: '' })}
      />
      <div style={{ overflowX: 'auto' }}>
        <Segmented
          options={tabs}
          value={category}
          onChange={(value) => update({ category: String(value), page: '' })}
          data-testid="article-categories"
        />
      </div>
      <Card styles={{ body: { paddingBlock: 0 } }}>
        {list.isPending ? (
          <Skeleton active paragraph={{ rows: 8 }} style={{ paddingBlock: token.padding }} />
        ) : list.isError ? (
          <Result
            status="warning"
            title="新闻加载失败"
            subTitle={list.error.message || '网络不稳定，请稍后重试'}
            extra={
              <Button type="primary" onClick={() => void list.refetch()}>
                重新加载
              </Button>
            }
          />
        ) : list.data.total === 0 ? (
          <Empty
            style={{ paddingBlock: token.paddingLG }}
            description={keyword ? `没有找到标题包含“${keyword}”的文章` : '这个栏目还没有文章'}
            data-testid="article-empty"
          />
        ) : (
          <List
            dataSource={list.data.list}
            rowKey="id"
            renderItem={(article) => <ArticleRow article={article} />}
            style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
            pagination={
              list.data.total > pageSize && {
                current: pageIndex,
                pageSize,
                total: list.data.total,
                showSizeChanger: false,
                align: 'center',
                style: { paddingBottom: token.padding },
                onChange: (page) => {
                  update({ page: page > 1 ? String(page) : '' });
                  window.scrollTo({ top: 0, behavior: 'smooth' });
                },
              }
            }
          />
        )}
      </Card>
    </Flex>
  );
}
