import { Link } from 'react-router';
import { Flex } from 'antd';
import { UserType } from '@zyz/domain';
import { paths } from '../../../lib/paths';

/** Below a login form: recovery, help, and the other kind of login. */
export function LoginLinks({ type }: { type: UserType }) {
  const isVolunteer = type === UserType.Volunteer;
  return (
    <Flex justify="space-between" wrap gap="small">
      <Link to={paths.recoverPassword(type)}>忘记密码</Link>
      <Link to={paths.loginFeedback}>登录遇到问题</Link>
      <Link to={isVolunteer ? paths.organizationLogin : paths.volunteerLogin}>
        {isVolunteer ? '组织登录' : '志愿者登录'}
      </Link>
      {isVolunteer && <Link to={paths.registered}>注册志愿者</Link>}
    </Flex>
  );
}
