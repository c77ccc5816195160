import { Button, Space, Table, Tag, Typography, type TableProps } from 'antd';
import {
  attendanceMethodLabels,
  attendanceStateLabels,
  formatMinutes,
  serviceRecordStateLabels,
  type AttendanceRow,
  type AttendanceState,
} from '@zyz/domain';
import { formatDateTime } from '../../../lib/format';
import { PeriodCell } from '../../mission/components/period-cell';
import { SubLine } from '../../mission/components/sub-line';

const stateColors: Record<AttendanceState, string> = {
  absent: 'default',
  signedIn: 'processing',
  signedOut: 'success',
};

export type EntryAction = 'signIn' | 'signOut' | 'correctTime';

/** What the server allows: sign-in for an accepted volunteer not yet in, sign-out after it,
 * corrections while the hours are not yet final or void. */
export const canSignIn = (r: AttendanceRow) => r.state === 'absent' && !!r.missionPersonlId;
export const canSignOut = (r: AttendanceRow) => r.state === 'signedIn';
export const canCorrect = (r: AttendanceRow) =>
  r.state !== 'absent' && r.recordState !== 'final' && r.recordState !== 'void';

const entryButtons: {
  action: EntryAction;
  label: string;
  testId: string;
  allowed: (r: AttendanceRow) => boolean;
}[] = [
  { action: 'signIn', label: '补录签到', testId: 'attendance-sign-in', allowed: canSignIn },
  { action: 'signOut', label: '补录签退', testId: 'attendance-sign-out', allowed: canSignOut },
  { action: 'correctTime', label: '更正时间', testId: 'attendance-correct', allowed: canCorrect },
];

function TimeCell({ time, method }: { time: string | null; method: string | null }) {
  if (!time) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <>
      {formatDateTime(time)}
      {method && <SubLine>{attendanceMethodLabels[method] ?? method}</SubLine>}
    </>
  );
}

interface Props {
  list: AttendanceRow[];
  total: number;
  pageIndex: number;
  pageSize: number;
  isLoading: boolean;
  onPage: (pageIndex: number, pageSize: number) => void;
  onEntry: (row: AttendanceRow, action: EntryAction) => void;
}

/** 签到签退名单: everyone accepted for the shift, with their times, minutes and hours state. */
export function AttendanceTable({
  list,
  total,
  pageIndex,
  pageSize,
  isLoading,
  onPage,
  onEntry,
}: Props) {
  const columns: TableProps<AttendanceRow>['columns'] = [
    { title: '姓名', dataIndex: 'name', width: 100, fixed: 'left' },
    { title: '手机号', dataIndex: 'mobile', width: 130 },
    {
      title: '时段',
      key: 'shift',
      width: 180,
      render: (_, r) => <PeriodCell start={r.startTime} end={r.endTime} />,
    },
    {
      title: '状态',
      dataIndex: 'state',
      width: 100,
      render: (s: AttendanceState) => (
        <Tag color={stateColors[s]} data-testid="attendance-state" data-state={s}>
          {attendanceStateLabels[s]}
        </Tag>
      ),
    },
    {
      title: '签到时间',
      key: 'in',
      width: 150,
      render: (_, r) => <TimeCell time={r.signInTime} method={r.signInMethod} />,
    },
    {
      title: '签退时间',
      key: 'out',
      width: 150,
      render: (_, r) => <TimeCell time={r.signOutTime} method={r.signOutMethod} />,
    },
    {
      title: '服务时长',
      key: 'minutes',
      width: 150,
      render: (_, r) =>
        r.minutes === null ? (
          <Typography.Text type="secondary">—</Typography.Text>
        ) : (
          <>
            <span data-testid="attendance-minutes">{formatMinutes(r.minutes)}</span>
            {r.recordState && <SubLine>{serviceRecordStateLabels[r.recordState]}</SubLine>}
          </>
        ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 190,
      fixed: 'right',
      render: (_, r) => (
        <Space size={0} wrap>
          {entryButtons
            .filter((b) => b.allowed(r))
            .map((b) => (
              <Button
                key={b.action}
                type="link"
                size="small"
                onClick={() => onEntry(r, b.action)}
                data-testid={b.testId}
              >
                {b.label}
              </Button>
            ))}
        </Space>
      ),
    },
  ];
  return (
    <Table<AttendanceRow>
      rowKey={(r) => `${r.timesInfoId}-${r.userid}`}
      columns={columns}
      dataSource={list}
      loading={isLoading}
      scroll={{ x: 1150 }}
      locale={{ emptyText: '暂无已录用的志愿者' }}
      pagination={{
        current: pageIndex,
        pageSize,
        total,
        showSizeChanger: true,
        showTotal: (n) => `共 ${n} 人`,
        onChange: onPage,
      }}
      data-testid="attendance-table"
    />
  );
}
