import { useState } from 'react';
import { Card, Result, Select, Table } from 'antd';
import { orgAuditActions, type AuditLogRow, type OrgAuditAction } from '@zyz/domain';
import { formatDateTime } from '../lib/format';
import { useOrgProfile } from '../features/org/api/org-profile';
import { useAuditLog } from '../features/org/api/org-staff';

const actionOptions = Object.entries(orgAuditActions).map(([value, label]) => ({ value, label }));

/** 操作日志: who did what, when, to whom, among this organisation's staff. */
export default function OrgAuditLogPage() {
  const profile = useOrgProfile();
  const [action, setAction] = useState<OrgAuditAction | undefined>();
  const [page, setPage] = useState({ pageIndex: 1, pageSize: 20 });
  const log = useAuditLog({ ...page, action });

  if (profile.data && profile.data.myRole !== 'admin')
    return <Result status="403" title="无权访问" subTitle="仅组织管理员可查看操作日志" />;

  return (
    <Card title="操作日志" data-testid="org-audit-log-page">
      <Select
        allowClear
        placeholder="全部操作"
        options={actionOptions}
        value={action}
        style={{ width: 220, marginBottom: 16 }}
        onChange={(v?: OrgAuditAction) => {
          setAction(v);
          setPage((p) => ({ ...p, pageIndex: 1 }));
        }}
      />
      <Table<AuditLogRow>
        rowKey="id"
        loading={log.isFetching}
        dataSource={log.data?.list ?? []}
        scroll={{ x: 760 }}
        pagination={{
          current: page.pageIndex,
          pageSize: page.pageSize,
          total: log.data?.total ?? 0,
          showTotal: (t) => `共 ${t} 条`,
          onChange: (pageIndex, pageSize) => setPage({ pageIndex, pageSize }),
        }}
        columns={[
          { title: '时间', dataIndex: 'at', width: 160, render: (v: string) => formatDateTime(v) },
          {
            title: '操作人',
            key: 'actor',
            width: 180,
            render: (_, r) => `${r.actorName}（${r.actorLoginName}）`,
          },
          { title: '操作', dataIndex: 'actionName', width: 160 },
          {
            title: '对象',
            dataIndex: 'target',
            width: 220,
            render: (v: string | null) => v ?? '—',
          },
          { title: 'IP', dataIndex: 'ip', width: 130, render: (v: string | null) => v ?? '—' },
        ]}
      />
    </Card>
  );
}
