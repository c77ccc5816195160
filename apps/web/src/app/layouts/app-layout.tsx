import { lazy } from 'react';
import { Outlet, useMatches } from 'react-router';
import { FloatButton, Layout, theme } from 'antd';
import { WeakPasswordDialog } from '../../features/account/components/weak-password-dialog';
import { deepestMeta } from '../route-meta';
import { layoutSize } from '../theme';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { KeepAlive } from './keep-alive';
import { useNavigationEffects } from './use-navigation-effects';

// Same chunk the /mission route preloads, so showing it again never suspends.
const MissionPage = lazy(() => import('../../pages/mission'));

/** Spec §2 shell: header, page, footer, back-to-top and the weak-password dialog. */
export function AppLayout() {
  useNavigationEffects();
  const { token } = theme.useToken();
  const routeMeta = deepestMeta(useMatches());
  const isMissionShown = routeMeta?.name === 'mission';

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <AppHeader />
      <Layout.Content style={{ flex: 1, width: '100%' }}>
        <div
          style={{
            maxWidth: layoutSize.contentMaxWidth,
            margin: '0 auto',
            padding: `${token.paddingLG}px ${token.padding}px`,
          }}
        >
          <KeepAlive active={isMissionShown}>
            <MissionPage />
          </KeepAlive>
          <Outlet />
        </div>
      </Layout.Content>
      <AppFooter />
      <FloatButton.BackTop style={{ insetInlineEnd: 40, insetBlockEnd: 160 }} tooltip="回到顶部" />
      <WeakPasswordDialog />
    </Layout>
  );
}
