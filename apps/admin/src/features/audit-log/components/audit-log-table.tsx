import { Typography, type TableProps } from 'antd';
import { formatListTotal, type AuditListRow } from '@zyz/domain';
import { toChinaTime } from '../../../lib/format';
import { auditPageSizes } from '../model/audit-params';
import { ListTable } from '../../../components/list-table';

export interface AuditLogListProps {
  list: AuditListRow[];
  total: number;
  pageIndex: number;
  pageSize: number;
  isLoading: boolean;
  onPage: (pageIndex: number, pageSize: number) => void;
}

/** 'YYYY-MM-DD HH:mm:ss' on China's clock, whatever the laptop's zone. */
export const auditTime = (iso: string) => toChinaTime(iso).format('YYYY-MM-DD HH:mm:ss');

export const actorText = (r: AuditListRow) =>
  r.actorLoginName ? `${r.actorName}（${r.actorLoginName}）` : r.actorName;

const dash = (v: string | null) => v || '—';

const columns: TableProps<AuditListRow>['columns'] = [
  { title: '时间', dataIndex: 'at', width: 170, render: (v: string) => auditTime(v) },
  { title: '操作人', key: 'actor', width: 200, render: (_, r) => actorText(r) },
  {
    title: '操作',
    dataIndex: 'actionName',
    width: 180,
    render: (v: string) => <span data-testid="audit-action-name">{v}</span>,
  },
  { title: '对象', dataIndex: 'target', width: 240, render: dash },
  {
    title: '原因',
    dataIndex: 'reason',
    render: (v: string | null) => (
      <Typography.Paragraph ellipsis={{ rows: 2, tooltip: v }} style={{ margin: 0 }}>
        {dash(v)}
      </Typography.Paragraph>
    ),
  },
  { title: 'IP', dataIndex: 'ip', width: 140, render: dash },
];

/** The log at a desk: one line per act, newest first. */
export function AuditLogTable({
  list,
  total,
  pageIndex,
  pageSize,
  isLoading,
  onPage,
}: AuditLogListProps) {
  return (
    <ListTable<AuditListRow>
      rowKey="id"
      columns={columns}
      dataSource={list}
      loading={isLoading}
      // The fixed columns' sum and room for a reason; narrower windows scroll in the table's box.
      scroll={{ x: 1160 }}
      locale={{ emptyText: '没有符合条件的记录' }}
      pageIndex={pageIndex}
      pageSize={pageSize}
      total={total}
      onPage={onPage}
      unit="条"
      formatTotal={formatListTotal}
      sizeChanger={auditPageSizes}
      data-testid="audit-table"
    />
  );
}
