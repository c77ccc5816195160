import { Button, Space, Tag, Typography, type TableProps } from 'antd';
import {
  attendanceMethodLabels,
  attendanceStateLabels,
  formatMinutes,
  offlineMarkOf,
  serviceRecordStateLabels,
  type AttendanceRow,
  type AttendanceState,
} from '@zyz/domain';
import { formatDateTime } from '../../../lib/format';
import { PeriodCell } from '../../../components/period-cell';
import { SubLine } from '../../../components/sub-line';
import { useKeyboardScroll } from '../../../lib/keyboard-scroll';
import { ListTable } from '../../../components/list-table';

const stateColors: Record<AttendanceState, string> = {
  notStarted: 'default',
  absent: 'default',
  signedIn: 'processing',
  signedOut: 'success',
};

export type EntryAction = 'signIn' | 'signOut' | 'correctTime';

/** What the server allows: sign-in for an accepted volunteer not yet in, sign-out after it,
 * corrections while the hours are not yet final or void. */
const isNotSignedIn = (r: AttendanceRow) => r.state === 'absent' || r.state === 'notStarted';
export const canSignIn = (r: AttendanceRow) => isNotSignedIn(r) && !!r.missionPersonlId;
export const canSignOut = (r: AttendanceRow) => r.state === 'signedIn';
export const canCorrect = (r: AttendanceRow) =>
  !isNotSignedIn(r) && r.recordState !== 'final' && r.recordState !== 'void';

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

export function TimeCell({
  time,
  method,
  offlineMark = null,
}: {
  time: string | null;
  method: string | null;
  /** 离线签到 / 离线签退 (issue 49): scanned without signal, uploaded later. */
  offlineMark?: string | null;
}) {
  if (!time) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <>
      {formatDateTime(time)}
      {method && <SubLine>{attendanceMethodLabels[method] ?? method}</SubLine>}
      {offlineMark && (
        <SubLine>
          <Tag color="warning" style={{ marginInlineEnd: 0 }} data-testid="attendance-offline">
            {offlineMark}
          </Tag>
        </SubLine>
      )}
    </>
  );
}

export function AttendanceStateTag({ state }: { state: AttendanceState }) {
  return (
    <Tag color={stateColors[state]} data-testid="attendance-state" data-state={state}>
      {attendanceStateLabels[state]}
    </Tag>
  );
}

/** The minutes credited and the hours' state (publicity, final…), or a dash before sign-out. */
export function MinutesCell({ row }: { row: AttendanceRow }) {
  if (row.minutes === null) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <>
      <span data-testid="attendance-minutes">{formatMinutes(row.minutes)}</span>
      {row.recordState && <SubLine>{serviceRecordStateLabels[row.recordState]}</SubLine>}
    </>
  );
}

/** The manual entries the server allows for the row; full buttons on a phone's card. */
export function EntryButtons({
  row,
  onEntry,
  isLarge = false,
}: {
  row: AttendanceRow;
  onEntry: (row: AttendanceRow, action: EntryAction) => void;
  isLarge?: boolean;
}) {
  return (
    <Space size={isLarge ? 8 : 0} wrap>
      {entryButtons
        .filter((b) => b.allowed(row))
        .map((b) => (
          <Button
            key={b.action}
            type={isLarge ? 'default' : 'link'}
            size={isLarge ? 'middle' : 'small'}
            onClick={() => onEntry(row, b.action)}
            data-testid={b.testId}
          >
            {b.label}
          </Button>
        ))}
    </Space>
  );
}

export interface AttendanceListProps {
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
}: AttendanceListProps) {
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
      render: (s: AttendanceState) => <AttendanceStateTag state={s} />,
    },
    {
      title: '签到时间',
      key: 'in',
      width: 150,
      render: (_, r) => (
        <TimeCell
          time={r.signInTime}
          method={r.signInMethod}
          offlineMark={offlineMarkOf(r, 'in')}
        />
      ),
    },
    {
      title: '签退时间',
      key: 'out',
      width: 150,
      render: (_, r) => (
        <TimeCell
          time={r.signOutTime}
          method={r.signOutMethod}
          offlineMark={offlineMarkOf(r, 'out')}
        />
      ),
    },
    {
      title: '服务时长',
      key: 'minutes',
      width: 150,
      render: (_, r) => <MinutesCell row={r} />,
    },
    {
      title: '操作',
      key: 'actions',
      width: 190,
      fixed: 'right',
      render: (_, r) => <EntryButtons row={r} onEntry={onEntry} />,
    },
  ];
  const scrollRef = useKeyboardScroll('考勤名单');
  return (
    <div ref={scrollRef}>
      <ListTable<AttendanceRow>
        rowKey={(r) => `${r.timesInfoId}-${r.userid}`}
        columns={columns}
        dataSource={list}
        loading={isLoading}
        scroll={{ x: 1150 }}
        locale={{ emptyText: '暂无已录用的志愿者' }}
        pageIndex={pageIndex}
        pageSize={pageSize}
        total={total}
        onPage={onPage}
        unit="人"
        sizeChanger
        data-testid="attendance-table"
      />
    </div>
  );
}
