import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, Button, Card, Result } from 'antd';
import { UserType } from '@zyz/domain';
import { isForceChangePwdFlagged } from '@zyz/client';
import { FORCE_CHANGE_MESSAGE } from '../app/guard/guard-loader';
import { paths } from '../lib/paths';
import { finishPasswordChange } from '../features/account/session';
import { ChangePasswordForm } from '../features/account/components/change-password-form';
import { ResetPasswordForm } from '../features/account/components/reset-password-form';
import { useUserStore } from '../stores/user-store';

/**
 * /personalCenter/change_password. A volunteer changes the password with the current one and
 * stays signed in here (other sign-ins end); the forced-change rule and organisers use the
 * reset form, after which everyone signs in again.
 */
export default function ChangePasswordPage() {
  const navigate = useNavigate();
  const type = useUserStore((s) => s.type) ?? UserType.Volunteer;
  const hasSession = useUserStore((s) => s.token !== null);
  const [ended, setEnded] = useState<number | null>(null);
  const isForced = isForceChangePwdFlagged();
  const isOrdinary = type === UserType.Volunteer && !isForced;

  return (
    <Card title="修改密码" style={{ maxWidth: 520 }} data-testid="change-password-page">
      {!hasSession ? (
        <Alert type="info" showIcon title="请先登录后再修改密码。" />
      ) : ended !== null ? (
        <Result
          status="success"
          title="密码已修改"
          subTitle={
            ended > 0
              ? `其他设备上的 ${ended} 处登录已退出，需用新密码重新登录。`
              : '下次登录请使用新密码。'
          }
          extra={
            <Link to={paths.subtract}>
              <Button type="primary">返回安全设置</Button>
            </Link>
          }
          data-testid="change-password-done"
        />
      ) : isOrdinary ? (
        <ChangePasswordForm onChanged={(r) => setEnded(r.otherSessionsEnded)} />
      ) : (
        <>
          {isForced && (
            <Alert
              type="warning"
              showIcon
              title={FORCE_CHANGE_MESSAGE}
              style={{ marginBottom: 16 }}
            />
          )}
          <ResetPasswordForm
            type={type}
            onChanged={() => finishPasswordChange(type, (to) => navigate(to))}
          />
        </>
      )}
    </Card>
  );
}
