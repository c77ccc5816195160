import { useState } from 'react';
import { App, Button, Card, Flex, Input, Popconfirm, Result, Select, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { BizCode, helpCategories, type ManageHelpItem } from '@zyz/domain';
import { ApiError } from '@zyz/client';
import { LoadFailed } from '../components/load-failed';
import { formatDateTime } from '../lib/format';
import { useHelpMutations, useManageHelp, type HelpFilter } from '../features/content/api/help';
import { ContentStateTag } from '../features/content/components/content-state-tag';
import { HelpFormModal } from '../features/content/components/help-form';
import { uploadImage } from '../lib/upload-image';
import { useDeskPin } from '../lib/use-desk-pin';
import { ListTable } from '../components/list-table';

const doneText = { publish: '已发布', withdraw: '已撤回为草稿', delete: '已删除' } as const;

/** 帮助中心管理: the platform's questions and answers (provincial federation staff). */
export default function CmsHelpPage() {
  const pin = useDeskPin();
  const { message } = App.useApp();
  const [filter, setFilter] = useState<HelpFilter>({ pageIndex: 1, pageSize: 10 });
  const [editing, setEditing] = useState<ManageHelpItem | 'new' | null>(null);
  const list = useManageHelp(filter);
  const { save, act } = useHelpMutations();
  const run = (action: 'publish' | 'withdraw' | 'delete', id: string) =>
    act.mutate({ action, id }, { onSuccess: () => void message.success(doneText[action]) });

  if (list.error instanceof ApiError && list.error.code === BizCode.Forbidden)
    return <Result status="403" title="无权管理帮助中心" subTitle={list.error.message} />;
  if (list.isError) return <LoadFailed error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <Card
      title="帮助中心管理"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          新建问答
        </Button>
      }
    >
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Select
          aria-label="问题分类"
          allowClear
          placeholder="全部分类"
          style={{ width: 140 }}
          options={helpCategories.map((c) => ({ value: c.code, label: c.name }))}
          onChange={(category?: string) => setFilter((f) => ({ ...f, category, pageIndex: 1 }))}
        />
        <Input.Search
          allowClear
          placeholder="搜索问题或解答"
          style={{ width: 240 }}
          maxLength={50}
          onSearch={(keyword) =>
            setFilter((f) => ({ ...f, keyword: keyword.trim() || undefined, pageIndex: 1 }))
          }
        />
      </Flex>
      <ListTable<ManageHelpItem>
        rowKey="id"
        loading={list.isPending || act.isPending}
        dataSource={list.data?.list}
        scroll={{ x: 800 }}
        pageIndex={filter.pageIndex}
        pageSize={filter.pageSize}
        total={list.data?.total ?? 0}
        onPage={(pageIndex, pageSize) => setFilter((f) => ({ ...f, pageIndex, pageSize }))}
        unit="条"
        columns={[
          { title: '问题', dataIndex: 'title' },
          { title: '分类', dataIndex: 'categoryName', width: 110 },
          { title: '排序', dataIndex: 'sort', width: 70 },
          {
            title: '状态',
            dataIndex: 'status',
            width: 90,
            render: (s: ManageHelpItem['status']) => <ContentStateTag status={s} />,
          },
          {
            title: '更新时间',
            dataIndex: 'updatedAt',
            width: 170,
            render: (v: string) => formatDateTime(v),
          },
          {
            title: '操作',
            key: 'actions',
            width: 200,
            fixed: pin,
            render: (_, h) => (
              <Space size={0} wrap>
                <Button type="link" size="small" onClick={() => setEditing(h)}>
                  编辑
                </Button>
                <Button
                  type="link"
                  size="small"
                  onClick={() => run(h.status === 'published' ? 'withdraw' : 'publish', h.id)}
                >
                  {h.status === 'published' ? '撤回' : '发布'}
                </Button>
                <Popconfirm
                  title="确定删除这条问答吗？"
                  okText="删除"
                  cancelText="取消"
                  onConfirm={() => run('delete', h.id)}
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
      <HelpFormModal
        editing={editing}
        isSaving={save.isPending}
        uploadImage={uploadImage}
        onCancel={() => setEditing(null)}
        onSubmit={(draft) =>
          save.mutate(draft, {
            onSuccess: () => {
              void message.success('问答已保存（发布后在帮助中心显示）');
              setEditing(null);
            },
          })
        }
      />
    </Card>
  );
}
