import { Avatar, Dropdown, Flex, Skeleton, Tag, Typography, type MenuProps } from 'antd';
import {
  ApartmentOutlined,
  LockOutlined,
  LogoutOutlined,
  SafetyOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useMyInfo } from '../../features/account/api/get-my-info';
import { useLogout } from '../../features/auth/api/logout';
import { paths } from '../../lib/paths';

const items: MenuProps['items'] = [
  {
    key: paths.myInfo,
    icon: <UserOutlined />,
    label: <span data-testid="header-my-info">我的信息</span>,
  },
  {
    key: paths.changePassword,
    icon: <LockOutlined />,
    label: <span data-testid="header-change-password">修改密码</span>,
  },
  {
    key: paths.twoFactor,
    icon: <SafetyOutlined />,
    label: <span data-testid="header-two-factor">两步验证</span>,
  },
  { type: 'divider' },
  {
    key: 'logout',
    icon: <LogoutOutlined />,
    danger: true,
    label: <span data-testid="header-logout">退出登录</span>,
  },
];

/**
 * The header's right side: which organisation node this is, and who is signed in. On a phone
 * (`isCompact`) only the avatar fits; the menu drawer names the organisation.
 */
export function AccountMenu({ isCompact = false }: { isCompact?: boolean }) {
  const navigate = useNavigate();
  const logout = useLogout();
  const { data: info, isPending } = useMyInfo();

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') void logout();
    else void navigate(key);
  };

  return (
    <Flex align="center" gap={16}>
      {info && !isCompact && (
        <Tag
          icon={<ApartmentOutlined />}
          color="red"
          variant="filled"
          data-testid="header-org-name"
        >
          {info.district.districtName}
        </Tag>
      )}
      <Dropdown menu={{ items, onClick }} placement="bottomRight" trigger={['hover', 'click']}>
        <Flex align="center" gap={8} style={{ cursor: 'pointer' }} data-testid="header-account">
          <Avatar
            size="small"
            icon={<UserOutlined />}
            aria-label={isCompact ? '账户' : undefined}
          />
          {!isCompact &&
            (isPending ? (
              <Skeleton.Input active size="small" style={{ width: 64 }} />
            ) : (
              <Typography.Text data-testid="header-account-name">
                {info?.name || info?.loginName || '账户'}
              </Typography.Text>
            ))}
        </Flex>
      </Dropdown>
    </Flex>
  );
}
