import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { selectedMenuKey } from './main-nav';

const HeaderDrawer = lazy(async () => ({
  default: (await import('./header-drawer')).HeaderDrawer,
}));

/** The menu button of a narrow header and the drawer it opens (an island of a visitor's page). */
export function HeaderDrawerToggle() {
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
    <>
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
    </>
  );
}
