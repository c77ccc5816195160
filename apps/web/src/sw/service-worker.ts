import { createApiClient } from '@zyz/client';
import { CookieKey } from '@zyz/domain';
import { clientsClaim, setCacheNameDetails } from 'workbox-core';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { announceOfflineChange } from '../features/attendance/model/offline-events';
import { offlineSyncTag, sendWaitingScans } from '../features/attendance/model/send-waiting-scans';

// The portal's service worker (issue 49), built by scripts/vite-service-worker.mjs, which fills
// in the build's id and the list of files the offline pages need. docs/architecture.md,
// "Installable portal and offline sign-in", says how it is versioned.

declare const self: ServiceWorkerGlobalScope;
declare const __ZYZ_BUILD__: string;
declare const __ZYZ_PRECACHE__: PrecacheEntry[];

const build = __ZYZ_BUILD__;
const shellUrl = '/index.html';
const precachePrefix = 'zyz-precache-';
const assetsPrefix = 'zyz-assets-';

// Each build its own caches: a page of the previous build still open finds its files.
setCacheNameDetails({ prefix: 'zyz', precache: 'precache', runtime: 'assets', suffix: build });
const assetsCache = `${assetsPrefix}${build}`;

// Pages are never answered from the precache by their address: Home and the other public pages
// come drawn by the server, and only the shell stands in for them when there is no network.
precacheAndRoute(__ZYZ_PRECACHE__, { directoryIndex: '', cleanURLs: false });

// A new build takes over at once; the previous build's caches stay (see activate below).
void self.skipWaiting();
clientsClaim();
// The page's request starts while the worker wakes, so an online navigation is not slower.
enableNavigationPreload();

const isPortalPage = (url: URL) =>
  url.origin === self.location.origin &&
  !/^\/(admin|v2|__test__|assets)(\/|$)/.test(url.pathname) &&
  !/\.[a-z0-9]{1,8}$/i.test(url.pathname);

// Online, every page comes from the server, so a page is never an older build than the API it
// talks to; without a connection, the shell of this build, which draws the page in the browser.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isPortalPage(url),
  new NetworkOnly({
    plugins: [
      {
        handlerDidError: async () => (await matchPrecache(shellUrl)) ?? Response.error(),
      },
    ],
  }),
);

// Built files are named by their content: any copy is the right one, this build's or the last.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  async ({ request }) => {
    const kept = await caches.match(request);
    if (kept) return kept;
    const response = await fetch(request);
    if (response.ok) {
      const copy = response.clone();
      void caches.open(assetsCache).then((cache) => cache.put(request, copy));
    }
    return response;
  },
);

/** Keeps this build's caches and those of the one before it; older ones go. */
async function dropOlderBuilds(): Promise<void> {
  const names = await caches.keys();
  // Cache names come back in the order they were made.
  const builds = [
    ...new Set(
      names
        .filter((n) => n.startsWith(precachePrefix) || n.startsWith(assetsPrefix))
        .map((n) => n.replace(precachePrefix, '').replace(assetsPrefix, '')),
    ),
  ].filter((b) => b !== build);
  const kept = new Set([build, builds[builds.length - 1]]);
  await Promise.all(
    names
      .filter((n) => n.startsWith(precachePrefix) || n.startsWith(assetsPrefix))
      .filter((n) => !kept.has(n.replace(precachePrefix, '').replace(assetsPrefix, '')))
      .map((n) => caches.delete(n)),
  );
}

self.addEventListener('activate', (event) => event.waitUntil(dropOlderBuilds()));

/** The volunteer's session, read from its cookie at the moment of sending; never stored here. */
async function sessionToken(): Promise<string | null> {
  const store = (
    self as unknown as { cookieStore?: { get(name: string): Promise<{ value: string } | null> } }
  ).cookieStore;
  const cookie = await store?.get(CookieKey.UserToken).catch(() => null);
  return cookie?.value ? decodeURIComponent(cookie.value) : null;
}

/**
 * Background Sync: the browser wakes the worker when the network is back. A worker of an older
 * build than the server's sends nothing (its wire may be out of date): it asks for the new one,
 * and the page (which syncs on every start and `online` event) sends the queue.
 */
async function syncFromWorker(): Promise<void> {
  const token = await sessionToken();
  if (!token) return;
  const live = (await fetch('/build.json', { cache: 'no-store' }).then((r) => r.json())) as {
    build?: string;
  };
  if (live.build !== build) {
    await self.registration.update();
    return;
  }
  const client = createApiClient({
    getToken: () => token,
    onBizError: () => undefined,
    onHttpError: () => undefined,
    timeoutMs: 20_000,
  });
  const outcome = await sendWaitingScans(client);
  announceOfflineChange();
  // Thrown, the browser tries the sync again later with its own back-off.
  if (outcome === 'retry') throw new Error('离线扫码记录暂未提交，稍后重试');
}

self.addEventListener('sync', (event) => {
  const sync = event as ExtendableEvent & { tag: string };
  if (sync.tag === offlineSyncTag) sync.waitUntil(syncFromWorker());
});
