import { useState } from 'react';
import { useNavigate } from 'react-router';
import { App, Button, Card, Flex, Input, Select } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { articleCategories } from '@zyz/domain';
import { LoadFailed } from '../components/load-failed';
import { contentPaths, paths } from '../lib/paths';
import {
  useArticleMutations,
  useManageArticles,
  type ArticleFilter,
} from '../features/content/api/articles';
import { ArticleTable } from '../features/content/components/article-table';

const doneText = { publish: '已发布', withdraw: '已撤回为草稿', delete: '已删除' } as const;

/** 新闻管理: news and activity summaries of this federation node and the nodes below it. */
export default function CmsArticlesPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [filter, setFilter] = useState<ArticleFilter>({ pageIndex: 1, pageSize: 10 });
  const list = useManageArticles(filter);
  const { act } = useArticleMutations();

  if (list.isError) return <LoadFailed error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <Card
      title="新闻管理"
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => navigate(paths.cmsArticleNew)}
          data-testid="article-new"
        >
          新建文章
        </Button>
      }
    >
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Select
          aria-label="文章分类"
          allowClear
          placeholder="全部分类"
          style={{ width: 140 }}
          options={articleCategories.map((c) => ({ value: c.code, label: c.name }))}
          onChange={(category?: string) => setFilter((f) => ({ ...f, category, pageIndex: 1 }))}
        />
        <Select
          aria-label="发布状态"
          allowClear
          placeholder="全部状态"
          style={{ width: 120 }}
          options={[
            { value: 'draft', label: '草稿' },
            { value: 'published', label: '已发布' },
          ]}
          onChange={(status?: 'draft' | 'published') =>
            setFilter((f) => ({ ...f, status, pageIndex: 1 }))
          }
        />
        <Input.Search
          allowClear
          placeholder="搜索标题"
          style={{ width: 240 }}
          maxLength={50}
          onSearch={(keyword) =>
            setFilter((f) => ({ ...f, keyword: keyword.trim() || undefined, pageIndex: 1 }))
          }
        />
      </Flex>
      <ArticleTable
        data={list.data}
        isLoading={list.isPending || act.isPending}
        pageIndex={filter.pageIndex}
        pageSize={filter.pageSize}
        onPage={(pageIndex, pageSize) => setFilter((f) => ({ ...f, pageIndex, pageSize }))}
        onEdit={(id) => navigate(contentPaths.articleEdit(id))}
        onAction={(action, id) =>
          act.mutate({ action, id }, { onSuccess: () => void message.success(doneText[action]) })
        }
      />
    </Card>
  );
}
