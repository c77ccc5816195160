import { UserType } from '@zyz/domain';
import { paths } from '../lib/paths';
import { CenteredCard } from '../components/centered-card';
import { loadOrganizerInfo } from '../features/account/api/user-info';
import { LoginForm } from '../features/account/components/login-form';
import { LoginLinks } from '../features/account/components/login-links';

export default function OrganizationLoginPage() {
  const onLoggedIn = async () => {
    await loadOrganizerInfo();
    // The console is a separate application: a full page load.
    window.location.assign(paths.admin);
  };
  // The console's login asks for the code, with the ticket this step handed over.
  const onSecondFactor = () => window.location.assign(`${paths.admin}login`);

  return (
    <CenteredCard
      title="组织登录"
      subtitle="登录后进入组织管理后台"
      footer={<LoginLinks type={UserType.Organizer} />}
      testId="org-login"
    >
      <LoginForm
        type={UserType.Organizer}
        onLoggedIn={onLoggedIn}
        onSecondFactor={onSecondFactor}
      />
    </CenteredCard>
  );
}
