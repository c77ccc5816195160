import { Alert, Card, Flex, Typography, theme as antdTheme } from 'antd';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { LoginForm } from '../features/auth/components/login-form';
import { useSessionStore, type SessionEnd } from '../stores/session-store';
import { afterLoginTarget } from '../app/guard';
import { portalPaths } from '../lib/paths';
import { PlatformMark } from '../app/layouts/platform-mark';
import type { LoginRedirectState } from '../app/require-org-session';
import { useIsPhone } from '../lib/use-is-phone';

const endNotices: Partial<Record<Exclude<SessionEnd, null>, string>> = {
  expired: '登录已失效，请重新登录',
  'password-changed': '密码已修改，请使用新密码登录',
};

export default function LoginPage() {
  const { token } = antdTheme.useToken();
  const isPhone = useIsPhone();
  const navigate = useNavigate();
  const from = (useLocation().state as LoginRedirectState | null)?.from;
  const hasOrgToken = useSessionStore((s) => s.orgToken !== null);
  const hasUserToken = useSessionStore((s) => s.hasUserToken);
  const endedBy = useSessionStore((s) => s.endedBy);
  const target = afterLoginTarget(from);

  // The portal's organisation login shares this cookie: such an organiser is already in.
  if (hasOrgToken) return <Navigate to={target} replace />;
  const endNotice = endedBy ? endNotices[endedBy] : undefined;

  return (
    <Flex
      vertical
      align="center"
      justify="center"
      gap={24}
      style={{
        minHeight: '100vh',
        background: `linear-gradient(160deg, ${token.colorPrimary} 0 38%, ${token.colorBgLayout} 38%)`,
      }}
    >
      {/* On a phone the card keeps a margin of the red and grey on either side. */}
      <Card
        style={{ width: 'min(440px, calc(100vw - 24px))' }}
        styles={{ body: { padding: isPhone ? '28px 20px 20px' : '36px 40px 28px' } }}
      >
        <Flex vertical gap={20}>
          <Flex vertical align="center" gap={8}>
            <PlatformMark />
            <Typography.Title level={4} style={{ margin: 0 }}>
              组织登录
            </Typography.Title>
            <Typography.Text type="secondary">
              供志愿服务组织及各级志愿者联合会工作人员使用
            </Typography.Text>
          </Flex>
          {hasUserToken && (
            <Alert
              type="info"
              showIcon
              data-testid="login-volunteer-note"
              title="您当前以志愿者身份登录"
              description={
                <>
                  志愿者请在<a href={portalPaths.home}>门户网站</a>
                  使用个人中心；管理后台仅限组织账号登录。
                </>
              }
            />
          )}
          {endNotice && (
            <Alert type="warning" showIcon title={endNotice} data-testid="login-session-notice" />
          )}
          <LoginForm onSignedIn={() => void navigate(target, { replace: true })} />
          <Flex justify="space-between">
            <a href={portalPaths.home} data-testid="login-portal-link">
              返回门户首页
            </a>
            <a href={portalPaths.orgPasswordRecovery} data-testid="login-forgot-password">
              忘记密码？
            </a>
          </Flex>
        </Flex>
      </Card>
      <Typography.Text type="secondary">志愿服务热线：12355</Typography.Text>
    </Flex>
  );
}
