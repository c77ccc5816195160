import { useEffect, useState } from 'react';
import { Alert, App, Card, Skeleton } from 'antd';
import { useNavigate } from 'react-router';
import type { TotpSetup } from '@zyz/domain';
import { useTotpStatus } from '../features/staff-mfa/api/totp-status';
import { useSetupTotp } from '../features/staff-mfa/api/setup-totp';
import { TotpStatusView } from '../features/staff-mfa/components/totp-status-view';
import { TotpEnrol } from '../features/staff-mfa/components/totp-enrol';
import { TotpDisableDialog } from '../features/staff-mfa/components/totp-disable-dialog';
import { useIsPhone } from '../lib/use-is-phone';
import { queryClient } from '../lib/query-client';
import { useSessionStore } from '../stores/session-store';
import { LoadFailed } from '../components/load-failed';
import { paths } from '../lib/paths';

/**
 * 两步验证: the account's second factor. A session that must enrol first (REQUIRE_STAFF_MFA)
 * is kept here by the guard and goes on to the dashboard once the codes are saved.
 */
export default function TwoFactorPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const isPhone = useIsPhone();
  const status = useTotpStatus();
  const setup = useSetupTotp();
  const mustEnrol = useSessionStore((s) => s.mustEnrolMfa);
  const setMustEnrol = useSessionStore((s) => s.setMustEnrolMfa);
  const [enrolling, setEnrolling] = useState<TotpSetup | null>(null);
  const [isDisabling, setDisabling] = useState(false);

  // A flag left by an earlier sign-in while the server no longer restricts this session.
  const info = status.data;
  const isStale = mustEnrol && !enrolling && info !== undefined && (info.enabled || !info.required);
  useEffect(() => {
    if (isStale) setMustEnrol(false);
  }, [isStale, setMustEnrol]);

  const start = async () => {
    try {
      setEnrolling(await setup.mutateAsync());
    } catch {
      // the api client showed the server's msg
    }
  };

  const finish = () => {
    setEnrolling(null);
    if (!mustEnrol) return void message.success('两步验证已开启');
    // The session is a full one now: what it was refused before may be asked again.
    setMustEnrol(false);
    void queryClient.invalidateQueries();
    void navigate(paths.dashboard, { replace: true });
  };

  return (
    <Card title="两步验证" data-testid="two-factor-page">
      {/* One column a reader's eye can follow on a desk's wide card. */}
      <div style={{ maxWidth: 800 }}>
        {mustEnrol && (
          <Alert
            type="warning"
            showIcon
            title="请先开启两步验证"
            description="按平台安全要求，您的账号须开启两步验证后才能使用管理后台。"
            style={{ marginBottom: 24 }}
            data-testid="totp-enrol-required"
          />
        )}
        {!mustEnrol && info?.required && !info.enabled && (
          <Alert
            type="info"
            showIcon
            title="您的账号要求开启两步验证，下次登录时须先开启"
            style={{ marginBottom: 24 }}
          />
        )}
        {enrolling ? (
          <TotpEnrol
            setup={enrolling}
            isPhone={isPhone}
            onDone={finish}
            doneText={mustEnrol ? '我已保存恢复码，进入管理后台' : '我已保存恢复码'}
            onCancel={() => setEnrolling(null)}
          />
        ) : status.isPending ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : status.isError || !info ? (
          <LoadFailed error={status.error} onRetry={() => void status.refetch()} />
        ) : (
          <TotpStatusView
            status={info}
            isStarting={setup.isPending}
            onEnable={() => void start()}
            onDisable={() => setDisabling(true)}
          />
        )}
      </div>
      <TotpDisableDialog
        open={isDisabling}
        onClose={() => setDisabling(false)}
        onDisabled={() => {
          setDisabling(false);
          void message.success('两步验证已关闭');
        }}
      />
    </Card>
  );
}
