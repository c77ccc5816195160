import { useLocation } from 'react-router';
import { theme } from 'antd';
import { CareModeToggle } from '../../features/account/components/care-mode-toggle';
import { Island } from '../../islands/island';
import { BrandLogo } from './brand-logo';
import { HeaderDrawerToggle } from './header-drawer-toggle';
import { HeaderUser } from './header-user';
import { MainNav } from './main-nav';
import { headerHeightOf, shellLayout } from '../theme';
/**
 * 56px header; below the lg breakpoint (992 px) the menu moves into a drawer: seven plain links
 * need that width. Which of the two shows is CSS (main-nav.css), so a phone gets the right one
 * in the server's HTML, not after hydrating.
 */
export function AppHeader() {
  const { token } = theme.useToken();
  const { pathname } = useLocation();
  const height = headerHeightOf(token);

  return (
    <header
      className="app-header"
      style={{
        boxSizing: 'border-box',
        height,
        lineHeight: `${height}px`,
        padding: shellLayout.headerPadding,
        background: shellLayout.headerBg,
        position: 'sticky',
        top: 0,
        zIndex: 100,
        display: 'flex',
        alignItems: 'center',
        // The gap between its parts is CSS (main-nav.css): narrower on a phone.
        boxShadow: token.boxShadowTertiary,
      }}
    >
      <BrandLogo />
      <MainNav pathname={pathname} />
      <div className="header-spacer" />
      {/* header-account: at the regular size from 992 px, as 登录 and 注册 (global.css). */}
      <div className="header-account" style={{ flexShrink: 0 }}>
        <Island name="care-mode" component={CareModeToggle} props={{}} />
      </div>
      <HeaderUser />
      <Island name="header-menu" component={HeaderDrawerToggle} props={{}} />
    </header>
  );
}
