import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button, theme } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { BrandLogo } from './brand-logo';
import { HeaderUser } from './header-user';
import { MainNav, selectedMenuKey } from './main-nav';
import { layoutSize, shellLayout } from '../theme';

const HeaderDrawer = lazy(async () => ({
  default: (await import('./header-drawer')).HeaderDrawer,
}));

/**
 * 56px header; below the lg breakpoint (992 px) the menu moves into a drawer: seven plain links
 * need that width. Which of the two shows is CSS (main-nav.css), so a phone gets the right one
 * in the server's HTML, not after hydrating.
 */
export function AppHeader() {
  const { token } = theme.useToken();
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  // The drawer's code loads on the first tap and then stays mounted, so it can slide out.
  const [hasOpenedDrawer, setHasOpenedDrawer] = useState(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const openDrawer = () => {
    setHasOpenedDrawer(true);
    setDrawerOpen(true);
  };
  const go = (path: string) => {
    setDrawerOpen(false);
    navigate(path);
  };

  return (
    <header
      className="app-header"
      style={{
        boxSizing: 'border-box',
        height: layoutSize.headerHeight,
        lineHeight: `${layoutSize.headerHeight}px`,
        padding: shellLayout.headerPadding,
        background: shellLayout.headerBg,
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
      <MainNav pathname={pathname} />
      <div className="header-spacer" />
      <HeaderUser />
      <Button
        type="text"
        icon={<MenuOutlined />}
        aria-label="打开菜单"
        onClick={openDrawer}
        className="header-drawer-toggle"
        data-testid="menu-drawer-toggle"
      />
      {hasOpenedDrawer && (
        <Suspense fallback={null}>
          <HeaderDrawer
            open={isDrawerOpen}
            selected={selectedMenuKey(pathname)}
            onClose={() => setDrawerOpen(false)}
            onPick={go}
          />
        </Suspense>
      )}
    </header>
  );
}
