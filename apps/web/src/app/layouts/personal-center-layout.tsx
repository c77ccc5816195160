import { Outlet, useLocation, useNavigate } from 'react-router';
import { Card, Flex, Menu, theme } from 'antd';
import { useMinWidth } from '../../lib/use-min-width';
import { paths } from '../../lib/paths';
import { headerHeightOf } from '../theme';
import { personalCenterPages } from '../routes/personal-center-pages';
import { UnreadBadge } from '../../features/site-message/components/unread-badge';
import { PersonalCenterStrip } from './personal-center-strip';

const items = personalCenterPages.map(({ path, title }) => ({
  key: paths.personalCenterChild(path),
  label:
    path === 'myMessage' ? (
      <Flex gap="small" align="center">
        {title}
        <UnreadBadge testId="menu-unread-badge" />
      </Flex>
    ) : (
      title
    ),
}));

function activeKey(pathname: string): string {
  const child = pathname.split('/')[2] ?? '';
  return paths.personalCenterChild(child);
}

/**
 * Side menu on a desktop; on a phone a scrolling strip of links above the page, thumb-reachable.
 * The page stays at one place in the tree whichever navigation shows: crossing the breakpoint
 * (a turned tablet, a resized window) must not remount it and lose a half-filled form.
 */
export default function PersonalCenterLayout() {
  const { token } = theme.useToken();
  const isDesktop = useMinWidth('md') ?? true;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const selected = activeKey(pathname);

  const navigation = isDesktop ? (
    <Card
      title="个人中心"
      size="small"
      style={{
        width: 200,
        flexShrink: 0,
        position: 'sticky',
        top: headerHeightOf(token) + token.margin,
      }}
      styles={{ body: { padding: token.paddingXXS } }}
    >
      <Menu
        mode="inline"
        items={items}
        selectedKeys={[selected]}
        onClick={({ key }) => navigate(key)}
        style={{ borderInlineEnd: 'none' }}
        data-testid="personal-center-menu"
      />
    </Card>
  ) : (
    <PersonalCenterStrip entries={items} selected={selected} />
  );

  return (
    <Flex
      vertical={!isDesktop}
      gap={isDesktop ? token.marginLG : 0}
      align={isDesktop ? 'flex-start' : 'stretch'}
      data-testid="personal-center"
    >
      {navigation}
      <div style={{ flex: 1, minWidth: 0 }}>
        <Outlet />
      </div>
    </Flex>
  );
}
