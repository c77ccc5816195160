import { lazy, Suspense } from 'react';
import { Outlet, useMatches } from 'react-router';
import { theme } from 'antd';
import { useUserStore } from '../../stores/user-store';
import { deepestMeta } from '../route-meta';
import { layoutSize, shellLayout } from '../theme';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { BackTop } from './back-top';
import { KeepAlive } from './keep-alive';
import { loadedMissionPage } from './mission-page-module';
import { useNavigationEffects } from './use-navigation-effects';

// Few people ever see this dialog: its form code loads only for them.
const WeakPasswordDialog = lazy(async () => ({
  default: (await import('../../features/account/components/weak-password-dialog'))
    .WeakPasswordDialog,
}));

/** Spec §2 shell: header, page, footer, back-to-top and the weak-password dialog. */
export function AppLayout() {
  useNavigationEffects();
  const { token } = theme.useToken();
  const routeMeta = deepestMeta(useMatches());
  const isMissionShown = routeMeta?.name === 'mission';
  // Loaded by the /mission route before its first navigation commits.
  const MissionPage = loadedMissionPage();
  const isWeakPasswordBlocking = useUserStore(
    (s) => s.isWeakPasswordDialogOpen && s.token !== null,
  );

  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        minHeight: '100vh',
        background: shellLayout.bodyBg,
      }}
    >
      <AppHeader />
      <main style={{ flex: 1, width: '100%' }}>
        <div
          style={{
            maxWidth: layoutSize.contentMaxWidth,
            margin: '0 auto',
            padding: `${token.paddingLG}px ${token.padding}px`,
          }}
        >
          <KeepAlive active={isMissionShown}>{MissionPage && <MissionPage />}</KeepAlive>
          <Outlet />
        </div>
      </main>
      <AppFooter />
      <BackTop />
      {isWeakPasswordBlocking && (
        <Suspense fallback={null}>
          <WeakPasswordDialog />
        </Suspense>
      )}
    </div>
  );
}
