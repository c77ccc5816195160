import { Card, Descriptions, Empty, Flex, Pagination, Spin, Typography } from 'antd';
import { offlineMarkOf, type AttendanceRow } from '@zyz/domain';
import { formatDateTime } from '../../../lib/format';
import {
  AttendanceStateTag,
  EntryButtons,
  MinutesCell,
  TimeCell,
  type AttendanceListProps,
} from './attendance-table';

function AttendanceCard({
  row,
  onEntry,
}: {
  row: AttendanceRow;
  onEntry: AttendanceListProps['onEntry'];
}) {
  return (
    <Card
      size="small"
      title={
        <Flex gap={8} align="baseline" wrap>
          <Typography.Text strong data-testid="attendance-name">
            {row.name}
          </Typography.Text>
          <Typography.Text type="secondary">{row.mobile}</Typography.Text>
        </Flex>
      }
      extra={<AttendanceStateTag state={row.state} />}
      data-testid="attendance-card"
    >
      <Descriptions
        size="small"
        column={1}
        styles={{ label: { width: 64 } }}
        // A description's content lays its children in a row: the wrapping div keeps a time's
        // method (扫码, 组织补录) on the line under it.
        items={[
          {
            key: 'shift',
            label: '时段',
            children: `${formatDateTime(row.startTime)} 至 ${formatDateTime(row.endTime)}`,
          },
          {
            key: 'in',
            label: '签到',
            children: (
              <div>
                <TimeCell
                  time={row.signInTime}
                  method={row.signInMethod}
                  offlineMark={offlineMarkOf(row, 'in')}
                />
              </div>
            ),
          },
          {
            key: 'out',
            label: '签退',
            children: (
              <div>
                <TimeCell
                  time={row.signOutTime}
                  method={row.signOutMethod}
                  offlineMark={offlineMarkOf(row, 'out')}
                />
              </div>
            ),
          },
          {
            key: 'minutes',
            label: '时长',
            children: (
              <div>
                <MinutesCell row={row} />
              </div>
            ),
          },
        ]}
      />
      <Flex justify="flex-end">
        <EntryButtons row={row} onEntry={onEntry} isLarge />
      </Flex>
    </Card>
  );
}

/**
 * 签到签退名单 on a phone: a card per volunteer, so the name, the state and the hand entries
 * are in view together at the site, where the table's row would scroll them apart.
 */
export function AttendanceCards(props: AttendanceListProps) {
  const { list, total, pageIndex, pageSize, isLoading, onPage, onEntry } = props;
  return (
    <Spin spinning={isLoading}>
      <Flex vertical gap={12} data-testid="attendance-cards">
        {list.length === 0 ? (
          <Empty description="暂无已录用的志愿者" />
        ) : (
          list.map((r) => (
            <AttendanceCard key={`${r.timesInfoId}-${r.userid}`} row={r} onEntry={onEntry} />
          ))
        )}
        <Pagination
          align="center"
          size="small"
          current={pageIndex}
          pageSize={pageSize}
          total={total}
          hideOnSinglePage
          showTotal={(n) => `共 ${n} 人`}
          onChange={onPage}
        />
      </Flex>
    </Spin>
  );
}
