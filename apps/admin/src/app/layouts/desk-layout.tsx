import { Flex, Layout, theme as antdTheme } from 'antd';
import { Outlet } from 'react-router';
import { useLayoutStore } from '../../stores/layout-store';
import { PasswordGate } from '../password-gate';
import { AccountMenu } from './account-menu';
import { HeaderBreadcrumb } from './header-breadcrumb';
import { PlatformMark } from './platform-mark';
import { SideMenu } from './side-menu';

const siderWidth = 220;

/** The desk frame: dark-red side menu, header with crumbs and account, scrolling content. */
export function DeskLayout() {
  const { token } = antdTheme.useToken();
  const isCollapsed = useLayoutStore((s) => s.isSiderCollapsed);
  const setCollapsed = useLayoutStore((s) => s.setSiderCollapsed);

  return (
    // Below 1200 px the desk screens would wrap awkwardly; the page scrolls sideways instead.
    <Layout hasSider style={{ minHeight: '100vh', minWidth: 1200 }}>
      <Layout.Sider
        width={siderWidth}
        collapsible
        collapsed={isCollapsed}
        onCollapse={setCollapsed}
        style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}
      >
        <Flex
          align="center"
          justify={isCollapsed ? 'center' : 'flex-start'}
          style={{ height: 64, padding: isCollapsed ? 0 : '0 20px' }}
        >
          <PlatformMark isCompact={isCollapsed} onDark />
        </Flex>
        <SideMenu key={String(isCollapsed)} isCollapsed={isCollapsed} />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{
            position: 'sticky',
            top: 0,
            zIndex: 10,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          <HeaderBreadcrumb />
          <AccountMenu />
        </Layout.Header>
        <Layout.Content style={{ padding: token.paddingLG }}>
          <PasswordGate>
            <Outlet />
          </PasswordGate>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
