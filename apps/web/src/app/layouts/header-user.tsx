import { Link, useLocation, useNavigate } from 'react-router';
import { Button, Dropdown, Space, theme, type MenuProps } from 'antd';
import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { UserType } from '@zyz/domain';
import { signOut } from '../../features/account/session';
import { UnreadBadge } from '../../features/site-message/components/unread-badge';
import { getUserToken } from '@zyz/client';
import { useUserStore } from '../../stores/user-store';
import { loginPathWithReturn, paths } from '../paths';

const fallbackNames: Record<UserType, string> = { 1: '志愿者', 2: '组织用户' };

/** Signed out: login and register links. Signed in: the name with personal center and logout. */
export function HeaderUser({ compact }: { compact: boolean }) {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const location = useLocation();
  const sessionToken = useUserStore((s) => s.token);
  const type = useUserStore((s) => s.type);
  const name = useUserStore((s) => s.userInfo?.name);

  if (!sessionToken) {
    const returnTo = location.pathname + location.search;
    return (
      <Space size={compact ? 4 : 'small'} style={{ flexShrink: 0 }}>
        <Link to={loginPathWithReturn(paths.login, returnTo)} data-testid="header-login">
          <Button type="primary" size={compact ? 'small' : 'middle'}>
            登录
          </Button>
        </Link>
        <Link to={paths.registered} data-testid="header-register">
          <Button size={compact ? 'small' : 'middle'}>注册</Button>
        </Link>
      </Space>
    );
  }

  const items: MenuProps['items'] = [
    { key: 'center', label: <span data-testid="header-personal-center">个人中心</span> },
    { type: 'divider' },
    { key: 'logout', danger: true, label: <span data-testid="header-logout">退出登录</span> },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') void signOut((to) => navigate(to));
    // Spec §2: a volunteer token opens the personal center, an organisation token the console.
    else if (getUserToken()) navigate(paths.personalCenter);
    else window.location.assign(paths.admin);
  };

  return (
    <Dropdown menu={{ items, onClick }} placement="bottomRight" trigger={['hover', 'click']}>
      <Button type="text" data-testid="header-user-name" style={{ flexShrink: 1, minWidth: 0 }}>
        <UnreadBadge testId="header-unread-badge" dot={compact}>
          <UserOutlined style={{ color: token.colorPrimary }} />
        </UnreadBadge>
        <span
          style={{
            maxWidth: compact ? 84 : 160,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {name ?? (type ? fallbackNames[type] : '')}
        </span>
        <DownOutlined style={{ fontSize: token.fontSizeSM }} />
      </Button>
    </Dropdown>
  );
}
