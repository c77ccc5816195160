import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type DataRouter } from 'react-router';
import { getOrgToken, getUserToken, isForceChangePwdFlagged } from '@zyz/client';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import { appRoutes } from './app/router';
import { hydrateQueries, readPayload, type SsrPayload } from './app/ssr-payload';
import { prefetchRouteData } from './app/routes/route-data';
import { startOfflineSync } from './features/attendance/offline-sync';
import { viewerKeyOf } from './features/mission/api/viewer-key';
import { releaseEarlyInput } from './lib/early-input';
import { useUserStore } from './stores/user-store';

const container = document.getElementById('root')!;
const queryClient = createQueryClient();

/** After hydration the guard runs for the first page as it does for every navigation (spec §4). */
function RunGuardOnce({ router }: { router: DataRouter }) {
  useEffect(() => {
    // Before anything renders again: a field React has not been told of would be emptied.
    releaseEarlyInput(container);
    delete document.documentElement.dataset.hydrating;
    delete document.documentElement.dataset.starting;
    // In a task of its own: the guard's work does not lengthen the one that ends hydration.
    const timer = window.setTimeout(() => void router.revalidate());
    return () => clearTimeout(timer);
  }, [router]);
  return null;
}

function app(router: DataRouter, isHydrating: boolean) {
  return (
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
        {isHydrating && <RunGuardOnce router={router} />}
      </Providers>
    </StrictMode>
  );
}

/**
 * A server-rendered page is hydrated as the visitor the server drew it for; the session fills
 * in when the guard runs right after. A page with a route error, a session that must change
 * its password first, or a visitor's page of islands opened with a session, is drawn afresh.
 */
function canHydrate(
  payload: SsrPayload | null,
): payload is SsrPayload & Required<Pick<SsrPayload, 'router'>> {
  // A visitor's page of islands, reached with a session after all, is drawn afresh for it.
  if (!payload?.router || payload.router.errors) return false;
  const hasSession = getOrgToken() !== null || getUserToken() !== null;
  return !(hasSession && isForceChangePwdFlagged());
}

/** The lazy page modules of the first page must be in place before hydrating, or it suspends. */
async function loadMatchedRoutes(): Promise<void> {
  const matches = matchRoutes(appRoutes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

/**
 * Each navigation starts fetching what its page is drawn from (route-data.ts) as it begins, so
 * the answers arrive while the page's code does; the first page's came with its HTML.
 */
function prefetchOnNavigation(router: DataRouter): DataRouter {
  let started = '';
  router.subscribe((state) => {
    const to = state.navigation.location;
    if (!to || to.key === started) return;
    started = to.key;
    prefetchRouteData(appRoutes, to, queryClient, viewerKeyOf(useUserStore.getState()));
  });
  return router;
}

/** Lets the browser paint and take input between two pieces of start-up work. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve));

async function start(): Promise<void> {
  // The modules have just been evaluated in one task; what follows gets tasks of its own.
  await yieldToBrowser();
  const payload = readPayload(document);
  if (canHydrate(payload)) {
    document.documentElement.dataset.hydrating = '';
    hydrateQueries(queryClient, payload);
    await loadMatchedRoutes();
    await yieldToBrowser();
    const router = prefetchOnNavigation(
      createBrowserRouter(appRoutes, { hydrationData: payload.router }),
    );
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // holding a phone's main thread for the whole page (the page is already on screen).
    startTransition(() => {
      hydrateRoot(container, app(router, true));
    });
    return;
  }
  // Drawn afresh over what the server drew: no form in it may go on holding its submit.
  releaseEarlyInput(container);
  const router = prefetchOnNavigation(createBrowserRouter(appRoutes));
  createRoot(container).render(app(router, false));
  delete document.documentElement.dataset.starting;
}

// A page that failed to start must not stay frozen by the hydration guard above.
start()
  // Scans kept on the phone without signal go up on every start and when the network returns
  // (issue 49); after the page has started, in a task of its own.
  .then(() => setTimeout(startOfflineSync, 1_000))
  .catch((error: unknown) => {
    delete document.documentElement.dataset.hydrating;
    delete document.documentElement.dataset.starting;
    throw error;
  });
