import { Alert, Button, Card, Flex, Grid, Skeleton, Space, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { qrWindowSeconds } from '@zyz/domain';
import { missionPaths } from '../lib/paths';
import { useViewMission } from '../features/mission/api/view-mission';
import { codeDeadlines, useQrToken } from '../features/attendance/api/get-qr-token';
import { AttendanceQr } from '../features/attendance/components/attendance-qr';
import { useNow } from '../features/attendance/components/countdown';
import { formatDateTime } from '../lib/format';

/**
 * 签到二维码: shown on a screen at the shift. The code changes every 30 seconds, so a photo of
 * it stops working about a minute later; the six digits are for phones that cannot scan.
 */
export default function MissionAttendanceQrPage() {
  const { missionId = '', timesInfoId = '' } = useParams();
  const screens = Grid.useBreakpoint();
  const mission = useViewMission(missionId);
  const qr = useQrToken(timesInfoId);
  const now = useNow();
  const deadlines = qr.data ? codeDeadlines(qr.data, qr.dataUpdatedAt) : null;
  const left = deadlines ? Math.max(0, Math.ceil((deadlines.changesAt - now) / 1000)) : 0;
  // Past this the server refuses the code: the screen says it is updating instead of showing it.
  const isDead = !!deadlines && deadlines.diesAt <= now;
  const shift = mission.data?.times.find((t) => t.timesInfoId === timesInfoId);
  const size = screens.md ? 360 : 240;

  return (
    <Card
      title={mission.data ? `签到二维码 · ${mission.data.subject}` : '签到二维码'}
      extra={
        <Space size={16}>
          <Link to={missionPaths.attendance(missionId, timesInfoId)}>签到签退名单</Link>
          <Link to={missionPaths.detail(missionId)}>返回活动详情</Link>
        </Space>
      }
    >
      <Flex vertical align="center" gap={16} style={{ textAlign: 'center' }}>
        {shift && (
          <Typography.Text type="secondary" data-testid="attendance-qr-shift">
            时段：{formatDateTime(shift.startTime)} 至 {formatDateTime(shift.endTime)}
          </Typography.Text>
        )}
        {(qr.isError && !qr.data) || isDead ? (
          <Alert
            type="warning"
            showIcon
            title={isDead ? '二维码已过期，正在更新' : '二维码获取失败'}
            description="请检查网络，或确认该时段属于本组织且活动未取消"
            action={<Button onClick={() => void qr.refetch()}>重试</Button>}
          />
        ) : qr.data ? (
          <>
            <AttendanceQr token={qr.data.token} size={size} />
            <div>
              <Typography.Text type="secondary">无法扫码时，在签到页输入签到码</Typography.Text>
              <Typography.Title
                level={1}
                copyable={false}
                style={{ margin: 0, letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' }}
                data-testid="attendance-code"
              >
                {qr.data.code}
              </Typography.Title>
              <Typography.Text type="secondary">时段编号 {timesInfoId}</Typography.Text>
            </div>
            <Typography.Text data-testid="attendance-countdown">
              每{qrWindowSeconds}秒自动更换，{left}秒后更新
            </Typography.Text>
          </>
        ) : (
          <Skeleton.Image active style={{ width: size, height: size }} />
        )}
      </Flex>
    </Card>
  );
}
