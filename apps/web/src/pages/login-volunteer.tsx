import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { UserType } from '@zyz/domain';
import { safeReturnPath } from '../lib/paths';
import { CenteredCard } from '../components/centered-card';
import { loadVolunteerInfo } from '../features/account/api/user-info';
import { adoptAccountCareMode } from '../features/account/care-mode';
import { LoginForm } from '../features/account/components/login-form';
import { LoginLinks } from '../features/account/components/login-links';

export default function VolunteerLoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();

  const onLoggedIn = async () => {
    const user = await loadVolunteerInfo();
    const target = safeReturnPath(params.get('redirect'));
    // The account's 关怀模式 differs from this device's: the server draws the next page in it.
    if (user && adoptAccountCareMode(user)) {
      window.location.replace(target);
      return;
    }
    await queryClient.invalidateQueries({ queryKey: ['account'] });
    // Back to where the visitor was; the guard sends a login page target on to Home.
    navigate(target, { replace: true });
  };

  return (
    <CenteredCard
      title="志愿者登录"
      footer={<LoginLinks type={UserType.Volunteer} />}
      testId="volunteer-login"
    >
      <LoginForm type={UserType.Volunteer} onLoggedIn={onLoggedIn} />
    </CenteredCard>
  );
}
