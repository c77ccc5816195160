import { Typography, type TableProps } from 'antd';
import {
  serviceTimeTypeLabels,
  serviceTypeLabel,
  type MissionSummary,
  type ServiceTimeType,
} from '@zyz/domain';
import { Link } from 'react-router';
import { missionPaths } from '../../../lib/paths';
import { useIsPhone } from '../../../lib/use-is-phone';
import { MissionActions } from './mission-actions';
import { MissionStatusTag } from './mission-status-tag';
import { PeriodCell } from '../../../components/period-cell';
import { ListTable } from '../../../components/list-table';

interface Props {
  list: MissionSummary[];
  total: number;
  pageIndex: number;
  pageSize: number;
  isLoading: boolean;
  onPage: (pageIndex: number, pageSize: number) => void;
}

const columns: TableProps<MissionSummary>['columns'] = [
  {
    title: '活动名称',
    key: 'subject',
    dataIndex: 'subject',
    width: 220,
    render: (subject: string, m) => (
      <div>
        <Link to={missionPaths.detail(m.missionId)} data-testid="mission-subject">
          {subject}
        </Link>
        <Typography.Text type="secondary" style={{ display: 'block' }}>
          编号 {m.missionId}
        </Typography.Text>
      </div>
    ),
  },
  { title: '所属组织', dataIndex: 'districtName', width: 180 },
  {
    title: '类别',
    key: 'type',
    width: 100,
    render: (_, m) => (
      <>
        {serviceTypeLabel(m.missionType)}
        <Typography.Text type="secondary" style={{ display: 'block' }}>
          {serviceTimeTypeLabels[m.serviceTimeType as ServiceTimeType] ?? ''}
        </Typography.Text>
      </>
    ),
  },
  {
    title: '服务时间',
    key: 'period',
    width: 170,
    render: (_, m) => <PeriodCell start={m.serviceStart} end={m.serviceEnd} />,
  },
  {
    title: '已招募',
    key: 'recruited',
    width: 84,
    align: 'right',
    render: (_, m) => `${m.appliedCount}/${m.quotaTotal}`,
  },
  {
    title: '状态',
    dataIndex: 'status',
    // Wide enough for 「已结束招募」, the longest label.
    width: 124,
    render: (_, m) => <MissionStatusTag status={m.status} />,
  },
  {
    title: '操作',
    key: 'actions',
    fixed: 'end',
    width: 220,
    render: (_, m) => <MissionActions mission={m} variant="row" />,
  },
];

// On a phone the pinned actions would cover most of the table's box: the name stays in view
// instead, and the actions come into view as the row scrolls.
const phoneColumns = columns.map((c) => {
  if (c.key === 'subject') return { ...c, fixed: 'start' as const, width: 150 };
  if (c.key === 'actions') return { ...c, fixed: undefined };
  return c;
});

export function MissionTable({ list, total, pageIndex, pageSize, isLoading, onPage }: Props) {
  const isPhone = useIsPhone();
  return (
    <ListTable<MissionSummary>
      rowKey="missionId"
      columns={isPhone ? phoneColumns : columns}
      dataSource={list}
      loading={isLoading}
      // The columns' sum: a 1440 px screen shows them all; narrower ones scroll under the
      // pinned actions, which would otherwise cover the status.
      scroll={{ x: 1098 }}
      locale={{ emptyText: '没有符合条件的活动' }}
      pageIndex={pageIndex}
      pageSize={pageSize}
      total={total}
      onPage={onPage}
      unit="个活动"
      sizeChanger={[10, 20, 50, 100]}
      data-testid="mission-table"
    />
  );
}
