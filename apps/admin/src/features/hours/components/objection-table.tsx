import { Button, Tag, type TableProps } from 'antd';
import {
  formatMinutes,
  objectionStateLabels,
  serviceRecordStateLabels,
  type ObjectionRow,
  type ObjectionState,
} from '@zyz/domain';
import { Link } from 'react-router';
import { missionPaths } from '../../../lib/paths';
import { formatDateTime } from '../../../lib/format';
import { SubLine } from '../../../components/sub-line';
import { useDeskPin } from '../../../lib/use-desk-pin';
import { ListTable } from '../../../components/list-table';

const stateColors: Record<ObjectionState, string> = {
  open: 'warning',
  upheld: 'error',
  dismissed: 'default',
};

interface Props {
  list: ObjectionRow[];
  total: number;
  pageIndex: number;
  pageSize: number;
  isLoading: boolean;
  onPage: (pageIndex: number, pageSize: number) => void;
  onResolve: (row: ObjectionRow) => void;
}

/** Objections raised during publicity, the hours they concern and how they were settled. */
export function ObjectionTable({
  list,
  total,
  pageIndex,
  pageSize,
  isLoading,
  onPage,
  onResolve,
}: Props) {
  const pin = useDeskPin();
  const columns: TableProps<ObjectionRow>['columns'] = [
    {
      title: '活动 / 培训',
      dataIndex: 'subject',
      width: 200,
      // The attendance list is where the organiser checks the times behind the hours.
      render: (v: string, r) =>
        r.missionId ? <Link to={missionPaths.attendance(r.missionId)}>{v}</Link> : v,
    },
    { title: '志愿者', dataIndex: 'name', width: 100 },
    {
      title: '时长',
      key: 'minutes',
      width: 130,
      render: (_, r) => (
        <>
          {formatMinutes(r.minutes)}
          <SubLine>{serviceRecordStateLabels[r.recordState]}</SubLine>
        </>
      ),
    },
    {
      title: '异议理由',
      dataIndex: 'reason',
      render: (v: string, r) => (
        <>
          <span data-testid="objection-reason">{v}</span>
          {r.contact && <SubLine>联系方式：{r.contact}</SubLine>}
        </>
      ),
    },
    {
      title: '提出时间',
      dataIndex: 'createdAt',
      width: 150,
      render: (v: string) => formatDateTime(v),
    },
    {
      title: '处理结果',
      key: 'state',
      width: 200,
      render: (_, r) => (
        <>
          <Tag color={stateColors[r.state]} data-testid="objection-state" data-state={r.state}>
            {objectionStateLabels[r.state]}
          </Tag>
          {r.resolutionNote && <SubLine>{r.resolutionNote}</SubLine>}
          {r.resolvedAt && <SubLine>{formatDateTime(r.resolvedAt)}</SubLine>}
        </>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 90,
      fixed: pin,
      render: (_, r) =>
        r.state === 'open' ? (
          <Button
            type="link"
            size="small"
            onClick={() => onResolve(r)}
            data-testid="objection-resolve"
          >
            处理
          </Button>
        ) : null,
    },
  ];
  return (
    <ListTable<ObjectionRow>
      rowKey="objectionId"
      columns={columns}
      dataSource={list}
      loading={isLoading}
      scroll={{ x: 1100 }}
      locale={{ emptyText: '暂无异议' }}
      pageIndex={pageIndex}
      pageSize={pageSize}
      total={total}
      onPage={onPage}
      unit="条"
      data-testid="objection-table"
    />
  );
}
