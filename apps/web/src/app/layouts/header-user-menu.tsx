import { useNavigate } from 'react-router';
import { Button, Dropdown, theme, type MenuProps } from 'antd';
import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { getUserToken } from '@zyz/client';
import { UserType } from '@zyz/domain';
import { signOut } from '../../features/account/session';
import { UnreadBadge } from '../../features/site-message/components/unread-badge';
import { useUserStore } from '../../stores/user-store';
import { paths } from '../../lib/paths';

const fallbackNames: Record<UserType, string> = { 1: '志愿者', 2: '组织用户' };

const items: MenuProps['items'] = [
  { key: 'center', label: <span data-testid="header-personal-center">个人中心</span> },
  { type: 'divider' },
  { key: 'logout', danger: true, label: <span data-testid="header-logout">退出登录</span> },
];

/** The signed-in name with personal center and logout; loaded only once someone signs in. */
export function HeaderUserMenu({ compact }: { compact: boolean }) {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const type = useUserStore((s) => s.type);
  const name = useUserStore((s) => s.userInfo?.name);
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
