import { useNavigate } from 'react-router';
import { Alert, Modal } from 'antd';
import { UserType } from '@zyz/domain';
import { useUserStore } from '../../../stores/user-store';
import { finishPasswordChange } from '../session';
import { ResetPasswordForm } from './reset-password-form';

/**
 * Spec §4: while the login flagged the password as weak, this dialog blocks the whole
 * portal. It cannot be closed; the only way on is a new password (or leaving the site).
 */
export function WeakPasswordDialog() {
  const navigate = useNavigate();
  const isOpen = useUserStore((s) => s.isWeakPasswordDialogOpen && s.token !== null);
  const type = useUserStore((s) => s.type) ?? UserType.Volunteer;

  return (
    <Modal
      open={isOpen}
      title="请修改登录密码"
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={null}
      destroyOnHidden
    >
      <div data-testid="weak-password-dialog">
        <Alert
          type="warning"
          showIcon
          title="您的密码强度较弱，为保障账户安全，请先设置新密码后再继续使用。"
          style={{ marginBottom: 16 }}
        />
        <ResetPasswordForm
          type={type}
          onChanged={() => finishPasswordChange(type, (to) => navigate(to))}
        />
      </div>
    </Modal>
  );
}
