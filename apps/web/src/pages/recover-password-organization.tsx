import { RecoverPassword } from '../features/account/components/recover-password';

/** /change-password/2: an organisation account recovers the password by mobile or e-mail. */
export default function RecoverOrganizationPasswordPage() {
  return <RecoverPassword who="admin" />;
}
