import { Button, Flex } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { useLogout } from '../../features/auth/api/logout';
import { PlatformMark } from './platform-mark';

/**
 * The header while the session may only enrol a second factor: no menu, no account details
 * (the server answers nothing else yet), only the way out.
 */
export function EnrolHeader({ isCompact = false }: { isCompact?: boolean }) {
  const logout = useLogout();
  return (
    <Flex align="center" justify="space-between" style={{ width: '100%' }}>
      <PlatformMark isCompact={isCompact} />
      <Button icon={<LogoutOutlined />} onClick={() => void logout()} data-testid="enrol-logout">
        退出登录
      </Button>
    </Flex>
  );
}
