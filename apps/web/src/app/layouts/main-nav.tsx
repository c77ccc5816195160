import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { theme } from 'antd';
import { menuEntries } from '../route-meta';
import { publicRoutes } from '../routes/public-routes';
import { headerHeightOf } from '../theme';

export const menuItems = menuEntries(publicRoutes).map((entry) => ({
  key: entry.path,
  label: entry.title,
}));

/** The menu item of the page's first path segment, or '' when the page has none. */
export function selectedMenuKey(pathname: string): string {
  const section = `/${pathname.split('/')[1] ?? ''}`;
  return menuItems.some((item) => item.key === section) ? section : '';
}

/**
 * The desktop header's horizontal menu as plain links: the same look as antd's Menu (which
 * costs every page rc-menu, overflow and trigger) — theme colours, a bar under the current
 * item, a visible keyboard focus. Colours reach main-nav.css as custom properties.
 */
export function MainNav({ pathname }: { pathname: string }) {
  const { token } = theme.useToken();
  const selected = selectedMenuKey(pathname);
  const vars = {
    '--main-nav-text': token.colorText,
    '--main-nav-accent': token.colorPrimary,
    '--main-nav-focus': token.colorPrimaryBorder,
    '--main-nav-height': `${headerHeightOf(token)}px`,
    '--main-nav-padding': `${token.padding + 4}px`,
    '--main-nav-font-size': `${token.fontSize}px`,
    '--main-nav-radius': `${token.borderRadiusSM}px`,
    '--main-nav-motion': token.motionDurationSlow,
  } as CSSProperties;

  return (
    <nav className="main-nav" style={vars} aria-label="主导航" data-testid="main-menu">
      {menuItems.map((item) => (
        <Link
          key={item.key}
          to={item.key}
          className="main-nav-item"
          aria-current={item.key === selected ? 'page' : undefined}
        >
          {item.label}
        </Link>
      ))}
    </nav>
  );
}
