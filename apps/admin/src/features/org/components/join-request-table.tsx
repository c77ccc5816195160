import { useState } from 'react';
import { App, Button, Flex, Segmented, Space, Tag } from 'antd';
import { joinStateLabels, type JoinRequest, type JoinState } from '@zyz/domain';
import { formatDateTime } from '../../../lib/format';
import { useDecideJoins, useJoinRequests } from '../api/org-members';
import { ReasonDialog } from './reason-dialog';
import { selectAllTitle } from '../../../lib/select-all-title';
import { useDeskPin } from '../../../lib/use-desk-pin';
import { ListTable } from '../../../components/list-table';

type Filter = 'pending' | 'approved' | 'rejected' | 'all';
const filters: { value: Filter; label: string }[] = [
  { value: 'pending', label: joinStateLabels.pending },
  { value: 'approved', label: '已同意' },
  { value: 'rejected', label: '已拒绝' },
  { value: 'all', label: '全部' },
];
const stateColor: Record<JoinState, string> = {
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
  cancelled: 'default',
  left: 'default',
};

/** Join requests to this organisation, decided one by one or in batch. */
export function JoinRequestTable() {
  const pin = useDeskPin();
  const { message } = App.useApp();
  const [filter, setFilter] = useState<Filter>('pending');
  const [page, setPage] = useState({ pageIndex: 1, pageSize: 10 });
  const [selected, setSelected] = useState<string[]>([]);
  const [rejecting, setRejecting] = useState<string[] | null>(null);
  const list = useJoinRequests({ ...page, state: filter === 'all' ? undefined : filter });
  const decide = useDecideJoins();

  const run = async (joinIds: string[], approve: boolean, reason?: string) => {
    try {
      const { count } = await decide.mutateAsync({
        joinIds: joinIds.map(Number),
        approve,
        reason,
      });
      void message.success(approve ? `已同意 ${count} 人加入` : `已拒绝 ${count} 条申请`);
      setSelected((prev) => prev.filter((id) => !joinIds.includes(id)));
      setRejecting(null);
    } catch {
      // The refusal was shown by the client.
    }
  };

  return (
    <>
      <Flex justify="space-between" wrap gap={12} style={{ marginBottom: 16 }}>
        <Segmented<Filter>
          options={filters}
          value={filter}
          onChange={(v) => {
            setFilter(v);
            setSelected([]);
            setPage((p) => ({ ...p, pageIndex: 1 }));
          }}
        />
        {filter === 'pending' && (
          <Space>
            <Button
              type="primary"
              disabled={selected.length === 0}
              loading={decide.isPending}
              onClick={() => void run(selected, true)}
              data-testid="joins-approve-selected"
            >
              同意所选（{selected.length}）
            </Button>
            <Button danger disabled={selected.length === 0} onClick={() => setRejecting(selected)}>
              拒绝所选
            </Button>
          </Space>
        )}
      </Flex>
      <ListTable<JoinRequest>
        rowKey="joinId"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        scroll={{ x: 760 }}
        rowSelection={
          filter === 'pending'
            ? {
                columnTitle: selectAllTitle,
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys.map(String)),
              }
            : undefined
        }
        locale={{ emptyText: filter === 'pending' ? '暂无待审核的加入申请' : '暂无记录' }}
        pageIndex={page.pageIndex}
        pageSize={page.pageSize}
        total={list.data?.total ?? 0}
        onPage={(pageIndex, pageSize) => setPage({ pageIndex, pageSize })}
        unit="条"
        columns={[
          { title: '姓名', dataIndex: 'name', width: 100 },
          { title: '志愿者编号', dataIndex: 'volunteerNo', width: 120 },
          { title: '手机号', dataIndex: 'mobile', width: 130 },
          {
            title: '服务时长',
            dataIndex: 'serviceHours',
            width: 100,
            render: (h: number) => `${h} 小时`,
          },
          {
            title: '申请时间',
            dataIndex: 'appliedAt',
            width: 160,
            render: (v: string) => formatDateTime(v),
          },
          {
            title: '状态',
            dataIndex: 'state',
            width: 150,
            render: (s: JoinState, r) => (
              <>
                <Tag color={stateColor[s]}>{joinStateLabels[s]}</Tag>
                {r.reason && <div style={{ color: '#888', fontSize: 12 }}>{r.reason}</div>}
              </>
            ),
          },
          {
            title: '操作',
            key: 'op',
            width: 130,
            fixed: pin,
            render: (_, r) =>
              r.state === 'pending' && (
                <Space size={0}>
                  <Button
                    type="link"
                    onClick={() => void run([r.joinId], true)}
                    data-testid={`join-approve-${r.joinId}`}
                  >
                    同意
                  </Button>
                  <Button type="link" danger onClick={() => setRejecting([r.joinId])}>
                    拒绝
                  </Button>
                </Space>
              ),
          },
        ]}
      />
      <ReasonDialog
        open={rejecting !== null}
        title={
          rejecting && rejecting.length > 1
            ? `拒绝所选的 ${rejecting.length} 条申请`
            : '拒绝加入申请'
        }
        readerHint="志愿者将在站内消息和加入申请记录中看到此原因"
        isSubmitting={decide.isPending}
        onConfirm={(reason) => rejecting && void run(rejecting, false, reason)}
        onClose={() => setRejecting(null)}
      />
    </>
  );
}
