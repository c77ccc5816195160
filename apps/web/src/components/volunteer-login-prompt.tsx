import { Link, useLocation } from 'react-router';
import { Alert, Button } from 'antd';
import { loginPathWithReturn, paths } from '../lib/paths';

/** Tells a visitor what signing in as a volunteer gives here; login returns to this page. */
export function VolunteerLoginPrompt({ title, testId }: { title: string; testId?: string }) {
  const location = useLocation();
  return (
    <Alert
      type="info"
      showIcon
      title={title}
      action={
        <Link to={loginPathWithReturn(paths.volunteerLogin, location.pathname + location.search)}>
          <Button type="primary" size="small" data-testid={testId}>
            登录
          </Button>
        </Link>
      }
    />
  );
}
