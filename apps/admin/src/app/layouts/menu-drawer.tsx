import { Drawer, Flex, Layout, Tag } from 'antd';
import { ApartmentOutlined } from '@ant-design/icons';
import { useMyInfo } from '../../features/account/api/get-my-info';
import { PlatformMark } from './platform-mark';
import { SideMenu } from './side-menu';

interface Props {
  isOpen: boolean;
  onClose: () => void;
}

/**
 * The side menu on a phone: a 220 px menu left open would leave a sliver of the page, so it
 * slides in over the page when asked for and goes away once an entry is chosen. The header's
 * organisation tag has no room on a phone either; it is shown here, under the platform's name.
 */
export function MenuDrawer({ isOpen, onClose }: Props) {
  const { data: info } = useMyInfo();
  return (
    <Drawer
      open={isOpen}
      onClose={onClose}
      placement="left"
      size={264}
      closable={false}
      styles={{ body: { padding: 0 } }}
      data-testid="menu-drawer"
    >
      {/* A sider, so the drawer wears the menu's dark red like the desk's. */}
      <Layout.Sider width="100%" style={{ minHeight: '100%' }}>
        <Flex vertical gap={8} style={{ padding: '12px 20px' }}>
          <PlatformMark onDark />
          {info && (
            <Tag
              icon={<ApartmentOutlined />}
              variant="filled"
              style={{ alignSelf: 'flex-start', whiteSpace: 'normal' }}
              data-testid="menu-drawer-org-name"
            >
              {info.district.districtName}
            </Tag>
          )}
        </Flex>
        <SideMenu isCollapsed={false} onNavigate={onClose} />
      </Layout.Sider>
    </Drawer>
  );
}
