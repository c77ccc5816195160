import { Card, Empty, List, Skeleton, theme } from 'antd';
import { LoadFailed } from '../../../components/load-failed';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { articleListParams, useArticleList } from '../api/articles';
import { ArticleRow } from './article-list-item';

/** /article's articles and pager, for what the address asks. */
export function ArticleListResults() {
  const { token } = theme.useToken();
  const filters = useUrlFilters();
  const params = articleListParams(filters.get, filters.pageIndex);
  const list = useArticleList(params);

  return (
    <Card styles={{ body: { paddingBlock: 0 } }}>
      {list.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} style={{ paddingBlock: token.padding }} />
      ) : list.isError ? (
        <LoadFailed title="新闻加载失败" error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.total === 0 ? (
        <Empty
          style={{ paddingBlock: token.paddingLG }}
          description={
            params.keyword ? `没有找到标题包含“${params.keyword}”的文章` : '这个栏目还没有文章'
          }
          data-testid="article-empty"
        />
      ) : (
        <List
          dataSource={list.data.list}
          rowKey="id"
          renderItem={(article) => <ArticleRow article={article} />}
          style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
          pagination={
            list.data.total > params.pageSize && {
              current: params.pageIndex,
              pageSize: params.pageSize,
              total: list.data.total,
              showSizeChanger: false,
              align: 'center',
              style: { paddingBottom: token.padding },
              onChange: (page) => {
                filters.update({ page: page > 1 ? String(page) : '' });
                window.scrollTo({ top: 0, behavior: 'smooth' });
              },
            }
          }
        />
      )}
    </Card>
  );
}
