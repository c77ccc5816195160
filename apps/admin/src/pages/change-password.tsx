import { Alert, App, Card } from 'antd';
import { useNavigate } from 'react-router';
import { ChangePasswordForm } from '../features/auth/components/change-password-form';
import { queryClient } from '../lib/query-client';
import { useSessionStore } from '../stores/session-store';
import { passwordNoticeText } from '../app/guard';
import { paths } from '../lib/paths';

export default function ChangePasswordPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const isForced = useSessionStore((s) => s.isForceChangePwd === 'true');
  const isWeak = useSessionStore((s) => s.isWeakPassword === '1');
  const clear = useSessionStore((s) => s.clear);

  // The server has revoked every session of the account, this one included.
  const onChanged = () => {
    void message.success('密码修改成功，请重新登录');
    queryClient.clear();
    clear('password-changed');
    void navigate(paths.login, { replace: true });
  };

  const notice = isForced ? passwordNoticeText.forced : isWeak ? passwordNoticeText.weak : null;
  return (
    <Card title="修改密码">
      {notice && (
        <Alert
          type="warning"
          showIcon
          title={notice}
          style={{ marginBottom: 24 }}
          data-testid="change-password-notice"
        />
      )}
      <ChangePasswordForm onChanged={onChanged} />
    </Card>
  );
}
