import { Navigate, useLocation, useSearchParams } from 'react-router';
import { Alert, Card, Flex, Typography } from 'antd';
import { useMinWidth } from '../lib/use-min-width';
import { getUserToken } from '@zyz/client';
import { loginPathWithReturn, paths } from '../lib/paths';
import { CodeEntry } from '../features/attendance/components/code-entry';
import { ScanActions } from '../features/attendance/components/scan-actions';
import { WaitingScans } from '../features/attendance/components/waiting-scans';
import { usePointer } from '../features/mission/hooks/use-pointer';
import { VolunteerOnlyNotice } from '../features/my-mission/components/volunteer-only-notice';
import { isVolunteerInfo, useUserStore } from '../stores/user-store';

/**
 * /attendance/scan (签到签退): what the console's QR opens in the phone's camera app, with the
 * token in the query; without one, the volunteer types the code shown beside the QR. It opens
 * without signal too (the service worker's shell): scans are then kept on the phone and sent
 * when the network is back (issue 49).
 */
export default function AttendanceScanPage() {
  const isDesktop = useMinWidth('md') ?? true;
  const location = useLocation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const userInfo = useUserStore((s) => s.userInfo);
  const pointer = usePointer();

  // The token outlives the login only by a minute; kept in the return path all the same.
  if (!getUserToken() && !userInfo)
    return (
      <Navigate
        replace
        to={loginPathWithReturn(paths.volunteerLogin, location.pathname + location.search)}
      />
    );
  if (!isVolunteerInfo(userInfo)) return <VolunteerOnlyNotice what="扫码签到" />;

  return (
    <Flex justify="center" style={{ padding: isDesktop ? 24 : 12 }}>
      <Card
        title="签到签退"
        style={{ width: '100%', maxWidth: 560 }}
        size={isDesktop ? 'default' : 'small'}
        data-testid="attendance-scan-page"
      >
        <Flex vertical gap="middle">
          {token ? (
            <>
              <Typography.Paragraph style={{ margin: 0 }}>
                已读取现场二维码。请选择签到或签退；二维码约1分钟内有效，过期请重新扫描。
              </Typography.Paragraph>
              <ScanActions source={{ token }} pointer={pointer} userId={userInfo.userId} />
            </>
          ) : (
            <>
              <Alert
                type="info"
                showIcon
                title="用手机相机扫描活动现场的签到二维码即可直接打开本页；无法扫码时，请输入二维码旁的6位签到码。"
              />
              <CodeEntry
                userId={userInfo.userId}
                pointer={pointer}
                preferredShiftId={params.get('timesInfoId') ?? undefined}
              />
            </>
          )}
          {/* Scans kept on this phone without signal, and what the server said of them. */}
          <WaitingScans userId={userInfo.userId} />
        </Flex>
      </Card>
    </Flex>
  );
}
