import { Menu, type MenuProps } from 'antd';
import { DashboardOutlined, UserOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../paths';

const personalCenterKey = 'personalCenter';

// Only screens that exist are listed; later features add their own groups here.
const items: MenuProps['items'] = [
  { key: paths.dashboard, icon: <DashboardOutlined />, label: '工作台' },
  {
    key: personalCenterKey,
    icon: <UserOutlined />,
    label: '个人中心',
    children: [
      { key: paths.myInfo, label: '我的信息' },
      { key: paths.changePassword, label: '修改密码' },
    ],
  },
];

export function SideMenu({ isCollapsed }: { isCollapsed: boolean }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <Menu
      theme="dark"
      mode="inline"
      items={items}
      selectedKeys={[pathname]}
      // Folded menus show submenus as pop-ups; forcing them open there would float them.
      defaultOpenKeys={isCollapsed ? [] : [personalCenterKey]}
      onClick={({ key }) => void navigate(key)}
      data-testid="side-menu"
    />
  );
}
