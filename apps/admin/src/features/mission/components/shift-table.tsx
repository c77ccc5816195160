import { useState } from 'react';
import { Space, Tag, type TableProps } from 'antd';
import { Link } from 'react-router';
import type { Shift } from '@zyz/domain';
import { missionPaths } from '../../../lib/paths';
import { formatDateTime } from '../../../lib/format';
import { useIsPhone } from '../../../lib/use-is-phone';
import { useFindMissionTimes } from '../api/find-mission-times';
import { ListTable } from '../../../components/list-table';

/**
 * `offset`: rows before this page, so the number runs on across pages. On a phone the sign-in
 * links, what an organiser at the site comes for, stay pinned in view at the row's end.
 */
const columnsFrom = (
  offset: number,
  missionId: string,
  isPhone: boolean,
): TableProps<Shift>['columns'] => [
  { title: '序号', key: 'n', width: 70, render: (_, __, i) => offset + i + 1 },
  { title: '开始时间', dataIndex: 'startTime', render: (v: string) => formatDateTime(v) },
  { title: '结束时间', dataIndex: 'endTime', render: (v: string) => formatDateTime(v) },
  {
    title: '记录时长',
    dataIndex: 'creditMinutes',
    render: (m: number) => `${+(m / 60).toFixed(2)} 小时`,
  },
  {
    title: '已报名 / 名额',
    key: 'held',
    render: (_, s) => (
      <>
        {s.heldCount} / {s.quota}
        {s.placesLeft === 0 && (
          <Tag color="warning" style={{ marginInlineStart: 8 }}>
            已满
          </Tag>
        )}
      </>
    ),
  },
  { title: '剩余名额', dataIndex: 'placesLeft' },
  { title: '候补人数', dataIndex: 'waitlistCount' },
  {
    title: '签到',
    key: 'attendance',
    ...(isPhone && { fixed: 'end' as const, width: 120 }),
    render: (_, s) => (
      <Space size={isPhone ? 4 : 12} vertical={isPhone}>
        <Link to={missionPaths.attendanceQr(missionId, s.timesInfoId)} data-testid="shift-qr-link">
          签到二维码
        </Link>
        <Link
          to={missionPaths.attendance(missionId, s.timesInfoId)}
          data-testid="shift-attendance-link"
        >
          考勤
        </Link>
      </Space>
    ),
  },
];

/** The mission's shifts, paged by the server, with live places and the waitlist. */
export function ShiftTable({ missionId }: { missionId: string }) {
  const [page, setPage] = useState({ pageIndex: 1, pageSize: 10 });
  const { data, isPending, isFetching } = useFindMissionTimes({ missionId, ...page });
  const isPhone = useIsPhone();
  return (
    <ListTable<Shift>
      rowKey="timesInfoId"
      columns={columnsFrom((page.pageIndex - 1) * page.pageSize, missionId, isPhone)}
      dataSource={data?.list ?? []}
      loading={isPending || isFetching}
      scroll={{ x: 820 }}
      locale={{ emptyText: '暂无时段' }}
      pageIndex={page.pageIndex}
      pageSize={page.pageSize}
      total={data?.total ?? 0}
      onPage={(pageIndex, pageSize) => setPage({ pageIndex, pageSize })}
      unit="个时段"
      hideOnSinglePage
      data-testid="shift-table"
    />
  );
}
