import { RecoverPassword } from '../features/account/components/recover-password';

/** /change-password/1: a volunteer recovers the password by mobile or e-mail. */
export default function RecoverVolunteerPasswordPage() {
  return <RecoverPassword who="user" />;
}
