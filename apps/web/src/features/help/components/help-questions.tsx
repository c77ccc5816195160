import { useState } from 'react';
import { Card, Collapse, Empty, Flex, Segmented, Skeleton, Typography, theme } from 'antd';
import { LoadFailed } from '../../../components/load-failed';
import { RichContent } from '../../article';
import { GlobalSearch } from '../../search';
import { helpPageSize, useHelpCategories, useHelpList } from '../api/help';
import { ListPagination } from '../../../components/list-pagination';

/** The questions, by category and by a search over questions and answers, a page at a time. */
export function HelpQuestions() {
  const { token } = theme.useToken();
  const [category, setCategory] = useState('');
  const [keyword, setKeyword] = useState('');
  const [pageIndex, setPageIndex] = useState(1);
  const categories = useHelpCategories();
  const list = useHelpList({
    category: category || undefined,
    keyword: keyword || undefined,
    pageIndex,
    pageSize: helpPageSize,
  });
  const total = categories.data?.reduce((n, c) => n + c.count, 0) ?? 0;
  const tabs = [
    { label: `全部 ${total}`, value: '' },
    ...(categories.data ?? []).map((c) => ({ label: `${c.name} ${c.count}`, value: c.code })),
  ];

  return (
    <Flex vertical gap={token.margin}>
      <GlobalSearch
        suggest={false}
        placeholder="输入问题关键词，如：时长、报名、密码"
        onSearch={(next) => {
          setKeyword(next);
          setPageIndex(1);
        }}
      />
      <div style={{ overflowX: 'auto' }}>
        <Segmented
          options={tabs}
          value={category}
          onChange={(v) => {
            setCategory(String(v));
            setPageIndex(1);
          }}
          data-testid="help-categories"
        />
      </div>
      <Card styles={{ body: { padding: 0 } }}>
        {list.isPending ? (
          <Skeleton active paragraph={{ rows: 8 }} style={{ padding: token.padding }} />
        ) : list.isError ? (
          <LoadFailed
            title="帮助内容加载失败"
            error={list.error}
            onRetry={() => void list.refetch()}
          />
        ) : list.data.total === 0 ? (
          <Empty
            style={{ paddingBlock: token.paddingLG }}
            description={
              keyword ? `没有找到与“${keyword}”相关的问题，可拨打热线咨询` : '该分类暂无问题'
            }
            data-testid="help-empty"
          />
        ) : (
          <Collapse
            bordered={false}
            accordion
            style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
            items={list.data.list.map((h) => ({
              key: h.id,
              label: <Typography.Text strong>{h.title}</Typography.Text>,
              extra: <Typography.Text type="secondary">{h.categoryName}</Typography.Text>,
              children: <RichContent html={h.content} />,
            }))}
            data-testid="help-questions"
          />
        )}
      </Card>
      <ListPagination
        align="center"
        current={pageIndex}
        pageSize={helpPageSize}
        total={list.data?.total ?? 0}
        onChange={setPageIndex}
      />
    </Flex>
  );
}
