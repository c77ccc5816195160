import { useState } from 'react';
import { App, Button, Card, Flex, Select, Skeleton, Space, Typography } from 'antd';
import { QrcodeOutlined } from '@ant-design/icons';
import type { AttendanceRow } from '@zyz/domain';
import { Link, useParams, useSearchParams } from 'react-router';
import { LoadFailed } from '../components/load-failed';
import { missionPaths } from '../lib/paths';
import { useViewMission } from '../features/mission/api/view-mission';
import { ExportButton } from '../features/mission/components/export-button';
import { MissionStatusTag } from '../features/mission/components/mission-status-tag';
import { useAttendanceList } from '../features/attendance/api/get-attendance-list';
import {
  useEnterAttendance,
  type AttendanceEntry,
} from '../features/attendance/api/attendance-entry';
import { exportAttendance } from '../features/attendance/api/export-attendance';
import {
  AttendanceTable,
  type EntryAction,
} from '../features/attendance/components/attendance-table';
import { AttendanceCards } from '../features/attendance/components/attendance-cards';
import { AttendanceEntryDialog } from '../features/attendance/components/attendance-entry-dialog';
import { CorrectionTable } from '../features/attendance/components/correction-table';
import { formatDateTime } from '../lib/format';
import { useIsPhone } from '../lib/use-is-phone';

const doneText: Record<AttendanceEntry['action'], string> = {
  signIn: '已补录签到',
  signOut: '已补录签退，服务时长进入公示',
  correctTime: '已更正时间',
};

/** 考勤管理: per shift, who signed in and out, manual entries with reasons, export. */
export default function MissionAttendancePage() {
  const { missionId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const timesInfoId = search.get('timesInfoId') || undefined;
  const { message } = App.useApp();
  const [page, setPage] = useState({ pageIndex: 1, pageSize: 20 });
  const [target, setTarget] = useState<{ row: AttendanceRow; action: EntryAction } | null>(null);
  const mission = useViewMission(missionId);
  const list = useAttendanceList({ missionId, timesInfoId, ...page });
  const entry = useEnterAttendance();
  const isPhone = useIsPhone();
  // At the site each volunteer is a card: the table's row would scroll the name and the hand
  // entries apart on a phone.
  const Attendance = isPhone ? AttendanceCards : AttendanceTable;

  if (mission.isPending)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  if (mission.isError || !mission.data)
    return <LoadFailed error={mission.error} onRetry={() => void mission.refetch()} />;

  const shiftOptions = [
    { value: '', label: '全部时段' },
    ...mission.data.times.map((t) => ({
      value: t.timesInfoId,
      label: `${formatDateTime(t.startTime)} 至 ${formatDateTime(t.endTime)}`,
    })),
  ];
  const pickShift = (id: string) => {
    setSearch(id ? { timesInfoId: id } : {}, { replace: true });
    setPage((p) => ({ ...p, pageIndex: 1 }));
  };
  const submit = (e: AttendanceEntry) =>
    void entry
      .mutateAsync(e)
      .then(() => {
        void message.success(doneText[e.action]);
        setTarget(null);
      })
      .catch(() => undefined); // the refusal was shown as a warning; the dialog keeps the input

  return (
    <Flex vertical gap={16}>
      <Card>
        <Flex justify="space-between" align="center" wrap gap={12}>
          <Space size={12} wrap>
            <Typography.Title level={4} style={{ margin: 0 }} data-testid="attendance-title">
              {mission.data.subject}
            </Typography.Title>
            <MissionStatusTag status={mission.data.status} />
          </Space>
          <Space size={16}>
            <Link to={missionPaths.evaluation(missionId)} data-testid="attendance-evaluation">
              志愿者评价
            </Link>
            <Link to={missionPaths.detail(missionId)}>返回活动详情</Link>
          </Space>
        </Flex>
      </Card>
      <Card title="签到签退名单">
        <Flex justify="space-between" wrap gap={12} style={{ marginBottom: 16 }}>
          <Select
            aria-label="活动时段"
            options={shiftOptions}
            value={timesInfoId ?? ''}
            onChange={pickShift}
            style={isPhone ? { width: '100%' } : { minWidth: 300 }}
            data-testid="attendance-shift"
          />
          <Space wrap>
            {timesInfoId && (
              <Link to={missionPaths.attendanceQr(missionId, timesInfoId)}>
                <Button icon={<QrcodeOutlined />}>签到二维码</Button>
              </Link>
            )}
            <ExportButton
              onExport={() => exportAttendance(missionId, timesInfoId)}
              testId="attendance-export"
            />
          </Space>
        </Flex>
        {list.isError && !list.data ? (
          <LoadFailed error={list.error} onRetry={() => void list.refetch()} />
        ) : (
          <Attendance
            list={list.data?.list ?? []}
            total={list.data?.total ?? 0}
            pageIndex={page.pageIndex}
            pageSize={page.pageSize}
            isLoading={list.isPending || list.isFetching}
            onPage={(pageIndex, pageSize) =>
              setPage({ pageIndex: pageSize === page.pageSize ? pageIndex : 1, pageSize })
            }
            onEntry={(row, action) => setTarget({ row, action })}
          />
        )}
      </Card>
      <Card title="补录与更正记录">
        <CorrectionTable key={timesInfoId ?? ''} missionId={missionId} timesInfoId={timesInfoId} />
      </Card>
      <AttendanceEntryDialog
        target={target}
        isSubmitting={entry.isPending}
        onSubmit={submit}
        onClose={() => setTarget(null)}
      />
    </Flex>
  );
}
