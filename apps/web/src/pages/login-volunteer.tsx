import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { UserType } from '@zyz/domain';
import { safeReturnPath } from '../app/paths';
import { CenteredCard } from '../components/centered-card';
import { loadVolunteerInfo } from '../features/account/api/user-info';
import { LoginForm } from '../features/account/components/login-form';
import { LoginLinks } from '../features/account/components/login-links';

export default function VolunteerLoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();

  const onLoggedIn = async () => {
    await loadVolunteerInfo();
    await queryClient.invalidateQueries({ queryKey: ['account'] });
    // Back to where the visitor was; the guard sends a login page target on to Home.
    navigate(safeReturnPath(params.get('redirect')), { replace: true });
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
