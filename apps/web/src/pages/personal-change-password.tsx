import { useNavigate } from 'react-router';
import { Alert, Card } from 'antd';
import { UserType } from '@zyz/domain';
import { FORCE_CHANGE_MESSAGE } from '../app/guard/guard-loader';
import { finishPasswordChange } from '../features/account/session';
import { ResetPasswordForm } from '../features/account/components/reset-password-form';
import { isForceChangePwdFlagged } from '@zyz/client';
import { useUserStore } from '../stores/user-store';

/** /personalCenter/change_password: where the forced-change rule sends a volunteer. */
export default function ChangePasswordPage() {
  const navigate = useNavigate();
  const type = useUserStore((s) => s.type) ?? UserType.Volunteer;
  const hasSession = useUserStore((s) => s.token !== null);

  return (
    <Card title="修改密码" style={{ maxWidth: 520 }} data-testid="change-password-page">
      {!hasSession ? (
        <Alert type="info" showIcon title="请先登录后再修改密码。" />
      ) : (
        <>
          {isForceChangePwdFlagged() && (
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
