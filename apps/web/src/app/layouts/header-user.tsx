import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, Flex, theme } from 'antd';
import { useMinWidth } from '../../lib/use-min-width';
import { useUserStore } from '../../stores/user-store';
import { loginPathWithReturn, paths } from '../../lib/paths';

// The dropdown (rc-dropdown, rc-menu) and the unread badge load only for a signed-in person.
const HeaderUserMenu = lazy(async () => ({
  default: (await import('./header-user-menu')).HeaderUserMenu,
}));

/** Signed out: login and register links. Signed in: the name with personal center and logout. */
export function HeaderUser() {
  const { token } = theme.useToken();
  // Smaller buttons where the drawer's toggle shares the header (below 992 px). Until the
  // width is known (a server-drawn page being hydrated) they are the small ones: the large
  // pair pushed a 375 px phone's header 35 px wider than the screen until the page came alive.
  const compact = !(useMinWidth('lg') ?? false);
  const location = useLocation();
  const sessionToken = useUserStore((s) => s.token);

  if (sessionToken)
    return (
      <Suspense fallback={null}>
        <HeaderUserMenu compact={compact} />
      </Suspense>
    );

  const returnTo = location.pathname + location.search;
  return (
    // header-account: a visitor's page of islands never hydrates the header, so on a desk its
    // small pair is made the regular size by CSS (global.css).
    <Flex
      className="header-account"
      gap={compact ? token.marginXXS : token.marginXS}
      style={{ flexShrink: 0 }}
    >
      <Link to={loginPathWithReturn(paths.login, returnTo)} data-testid="header-login">
        <Button type="primary" size={compact ? 'small' : 'middle'}>
          登录
        </Button>
      </Link>
      <Link to={paths.registered} data-testid="header-register">
        <Button size={compact ? 'small' : 'middle'}>注册</Button>
      </Link>
    </Flex>
  );
}
