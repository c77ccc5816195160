import { useLocation } from 'react-router';
import { theme } from 'antd';
import { Island } from '../../islands/island';
import { BrandLogo } from './brand-logo';
import { HeaderDrawerToggle } from './header-drawer-toggle';
import { HeaderUser } from './header-user';
import { MainNav } from './main-nav';
import { layoutSize, shellLayout } from '../theme';
/**
 * 56px header; below the lg breakpoint (992 px) the menu moves into a drawer: seven plain links
 * need that width. Which of the two shows is CSS (main-nav.css), so a phone gets the right one
 * in the server's HTML, not after hydrating.
 */
export function AppHeader() {
  const { token } = theme.useToken();
  const { pathname } = useLocation();

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
      <Island name="header-menu" component={HeaderDrawerToggle} props={{}} />
    </header>
  );
}
