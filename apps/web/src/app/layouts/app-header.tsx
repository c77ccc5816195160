import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button, Drawer, Grid, Layout, Menu, theme } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { menuEntries } from '../route-meta';
import { publicRoutes } from '../routes/public-routes';
import { BrandLogo } from './brand-logo';
import { HeaderUser } from './header-user';

const menuItems = menuEntries(publicRoutes).map((entry) => ({
  key: entry.path,
  label: entry.title,
}));

function selectedMenuKey(pathname: string): string {
  const section = `/${pathname.split('/')[1] ?? ''}`;
  return menuItems.some((item) => item.key === section) ? section : '';
}

/** 56px header; below the md breakpoint the menu moves into a drawer. */
export function AppHeader() {
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const isDesktop = screens.md ?? true;
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const selected = selectedMenuKey(pathname);
  const go = (key: string) => {
    setDrawerOpen(false);
    navigate(key);
  };

  return (
    <Layout.Header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 100,
        display: 'flex',
        alignItems: 'center',
        gap: token.margin,
        boxShadow: token.boxShadowTertiary,
      }}
    >
      <BrandLogo />
      {isDesktop ? (
        <Menu
          mode="horizontal"
          items={menuItems}
          selectedKeys={[selected]}
          onClick={({ key }) => go(key)}
          style={{ flex: 1, minWidth: 0, borderBottom: 'none', justifyContent: 'center' }}
          data-testid="main-menu"
        />
      ) : (
        <div style={{ flex: 1 }} />
      )}
      <HeaderUser compact={!isDesktop} />
      {!isDesktop && (
        <Button
          type="text"
          icon={<MenuOutlined />}
          aria-label="打开菜单"
          onClick={() => setDrawerOpen(true)}
          data-testid="menu-drawer-toggle"
        />
      )}
      <Drawer
        title="导航"
        placement="right"
        size={260}
        open={isDrawerOpen && !isDesktop}
        onClose={() => setDrawerOpen(false)}
        styles={{ body: { padding: 0 } }}
      >
        <Menu
          mode="inline"
          items={menuItems}
          selectedKeys={[selected]}
          onClick={({ key }) => go(key)}
          style={{ borderInlineEnd: 'none' }}
          data-testid="drawer-menu"
        />
      </Drawer>
    </Layout.Header>
  );
}
