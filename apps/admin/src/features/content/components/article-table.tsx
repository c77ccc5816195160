import { Button, Popconfirm, Space, Typography } from 'antd';
import type { ManageArticleItem, Page } from '@zyz/domain';
import { formatDateTime } from '../../../lib/format';
import { ContentStateTag } from './content-state-tag';
import { useDeskPin } from '../../../lib/use-desk-pin';
import { ListTable } from '../../../components/list-table';

interface Props {
  data?: Page<ManageArticleItem>;
  isLoading: boolean;
  pageIndex: number;
  pageSize: number;
  onPage: (pageIndex: number, pageSize: number) => void;
  onEdit: (id: string) => void;
  onAction: (action: 'publish' | 'withdraw' | 'delete', id: string) => void;
}

/** The portal address of an article, for a look at it as visitors see it. */
const portalHref = (a: ManageArticleItem) => `/article/${a.kind}-${a.id}`;

export function ArticleTable({
  data,
  isLoading,
  pageIndex,
  pageSize,
  onPage,
  onEdit,
  onAction,
}: Props) {
  const pin = useDeskPin();
  return (
    <ListTable<ManageArticleItem>
      rowKey="id"
      loading={isLoading}
      dataSource={data?.list}
      scroll={{ x: 960 }}
      pageIndex={pageIndex}
      pageSize={pageSize}
      total={data?.total ?? 0}
      onPage={onPage}
      unit="篇"
      columns={[
        {
          title: '标题',
          dataIndex: 'title',
          render: (title: string, a) =>
            a.status === 'published' ? (
              <Typography.Link href={portalHref(a)} target="_blank">
                {title}
              </Typography.Link>
            ) : (
              title
            ),
        },
        { title: '分类', dataIndex: 'categoryName', width: 100 },
        {
          title: '状态',
          dataIndex: 'status',
          width: 90,
          render: (s: ManageArticleItem['status']) => <ContentStateTag status={s} />,
        },
        { title: '发布单位', dataIndex: 'publisher', width: 180, ellipsis: true },
        { title: '阅读', dataIndex: 'viewCount', width: 80 },
        {
          title: '发布时间',
          dataIndex: 'publishTime',
          width: 170,
          render: (v: string | null) => (v ? formatDateTime(v) : '—'),
        },
        {
          title: '操作',
          key: 'actions',
          width: 200,
          fixed: pin,
          render: (_, a) => (
            <Space size={0} wrap>
              <Button type="link" size="small" onClick={() => onEdit(a.id)}>
                编辑
              </Button>
              {a.status === 'published' ? (
                <Button type="link" size="small" onClick={() => onAction('withdraw', a.id)}>
                  撤回
                </Button>
              ) : (
                <Button
                  type="link"
                  size="small"
                  onClick={() => onAction('publish', a.id)}
                  data-testid="article-publish"
                >
                  发布
                </Button>
              )}
              <Popconfirm
                title="确定删除这篇文章吗？删除后无法恢复"
                okText="删除"
                cancelText="取消"
                onConfirm={() => onAction('delete', a.id)}
              >
                <Button type="link" size="small" danger>
                  删除
                </Button>
              </Popconfirm>
            </Space>
          ),
        },
      ]}
    />
  );
}
