import type { TableColumnsType } from 'antd';
import { formatMinutes, type UserMission } from '@zyz/domain';
import { formatChinaPeriod } from '../../../lib/china-time';
import { MissionSubject } from './mission-subject';
import { StateCell } from './state-cell';
import { UserMissionActions } from './user-mission-actions';
import { ListTable } from '../../../components/list-table';

interface Props {
  rows: UserMission[];
  isLoading: boolean;
  onOpenDetail: (missionPersonlId: string) => void;
}

/** The desk view: one row per application. Paging lives outside so phone and desk share it. */
export function UserMissionTable({ rows, isLoading, onOpenDetail }: Props) {
  const columns: TableColumnsType<UserMission> = [
    {
      title: '活动',
      key: 'subject',
      render: (_, row) => <MissionSubject row={row} />,
    },
    {
      title: '服务时段',
      key: 'shift',
      width: 190,
      render: (_, row) => formatChinaPeriod(row.startTime, row.endTime),
    },
    {
      title: '记录时长',
      key: 'credit',
      width: 100,
      render: (_, row) => formatMinutes(row.creditMinutes),
    },
    { title: '状态', key: 'state', width: 150, render: (_, row) => <StateCell row={row} /> },
    {
      title: '操作',
      key: 'actions',
      width: 230,
      render: (_, row) => <UserMissionActions row={row} onOpenDetail={onOpenDetail} />,
    },
  ];
  return (
    <ListTable<UserMission>
      rowKey="missionPersonlId"
      columns={columns}
      rows={rows}
      isLoading={isLoading}
      testId="my-mission-table"
      rowTestId="my-mission-row"
    />
  );
}
