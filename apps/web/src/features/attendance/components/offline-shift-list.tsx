import { Link } from 'react-router';
import { Alert, Button, Empty, Flex, Skeleton, Tag, Typography, theme } from 'antd';
import { paths } from '../../../lib/paths';
import { formatChinaDateTime, formatChinaPeriod } from '../../../lib/china-time';
import { useShiftsView } from '../api/offline-shifts';
import { WaitingScans } from './waiting-scans';

/**
 * 志愿者日程 without signal (issue 49): the accepted shifts of today and the coming 7 days as the
 * phone last saved them, each with the way to its scan page, which works offline too.
 */
export function OfflineShiftList({ userId }: { userId: string }) {
  const { token } = theme.useToken();
  const view = useShiftsView(userId);
  if (view.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (!view.data)
    return (
      <Alert
        type="warning"
        showIcon
        data-testid="offline-shifts-missing"
        title="当前没有网络，本机也没有保存的活动时段"
        description="联网后打开一次本页，未来7天已录用的活动会保存在手机上，无网络时也能查看和签到。"
      />
    );
  const { list, savedAt } = view.data;
  return (
    <Flex vertical gap="small" data-testid="offline-shifts">
      <Alert
        type="warning"
        showIcon
        title="当前没有网络"
        description={`以下为本机 ${formatChinaDateTime(savedAt)} 保存的今天及未来7天已录用的活动；在现场可直接扫码签到，记录会在联网后自动提交。`}
      />
      {list.length === 0 ? (
        <Empty description="未来7天没有已录用的活动" />
      ) : (
        list.map((shift) => (
          <Flex
            key={shift.timesInfoId}
            vertical
            gap={4}
            data-testid="offline-shift"
            style={{
              padding: token.paddingSM,
              border: `1px solid ${token.colorBorderSecondary}`,
              borderRadius: token.borderRadiusLG,
            }}
          >
            <Typography.Text strong>{shift.subject}</Typography.Text>
            <Typography.Text type="secondary">
              {formatChinaPeriod(shift.startTime, shift.endTime)}
            </Typography.Text>
            <Typography.Text type="secondary">{shift.address}</Typography.Text>
            <Flex justify="space-between" align="center">
              <Tag color={shift.signOutTime ? 'default' : shift.signInTime ? 'red' : 'gold'}>
                {shift.signOutTime ? '已签退' : shift.signInTime ? '已签到' : '已录用'}
              </Tag>
              {!shift.signOutTime && (
                <Link
                  to={`${paths.attendanceScan}?timesInfoId=${encodeURIComponent(shift.timesInfoId)}`}
                >
                  <Button type="primary" size="small">
                    签到签退
                  </Button>
                </Link>
              )}
            </Flex>
          </Flex>
        ))
      )}
      <WaitingScans userId={userId} />
    </Flex>
  );
}
