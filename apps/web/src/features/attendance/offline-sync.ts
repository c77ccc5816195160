import { getUserToken } from '@zyz/client';
import { api } from '../../lib/api-client';
import { isVolunteerInfo, useUserStore } from '../../stores/user-store';
import { fetchShiftsView } from './api/offline-shifts';
import { hasOfflineStore, listWaitingScans } from './model/offline-store';
import { noteServerTime } from './model/scan-clock';
import { sendWaitingScans } from './model/send-waiting-scans';

// The page's side of sending offline scans (issue 49): on every start and every `online` event,
// because Safari has no Background Sync, and as a second sender where the worker has it (one
// lock keeps the two from sending at once, and the server counts a scan once anyway).

const reloadedForKey = 'zyz-reloaded-for-build';
const retryMs = 30_000;
const snapshotEveryMs = 10 * 60_000;

const volunteerId = (): string | null => {
  const { userInfo } = useUserStore.getState();
  return getUserToken() !== null && isVolunteerInfo(userInfo) ? userInfo.userId : null;
};

const pageBuild = () =>
  document.querySelector<HTMLMetaElement>('meta[name="zyz-build"]')?.content ?? null;

/** The build the server runs now; null when it cannot be asked. */
async function serverBuild(): Promise<string | null> {
  try {
    const res = await fetch('/build.json', { cache: 'no-store' });
    return res.ok ? (((await res.json()) as { build?: string }).build ?? null) : null;
  } catch {
    return null;
  }
}

/**
 * A page of an older build (the worker's shell, opened without signal) never sends to a newer
 * API: it loads the server's build first, once per build, and that page sends the queue.
 */
async function reloadForUpdate(build: string): Promise<void> {
  if (sessionStorage.getItem(reloadedForKey) === build) return;
  sessionStorage.setItem(reloadedForKey, build);
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  await registration?.update().catch(() => undefined);
  window.location.reload();
}

let sending: Promise<void> | null = null;
let retry: number | undefined;

/** Sends this volunteer's waiting scans if there are any and the network is there. */
export function syncOfflineScans(): Promise<void> {
  sending ??= (async () => {
    const userId = volunteerId();
    if (!userId || !navigator.onLine || !hasOfflineStore()) return;
    if ((await listWaitingScans(userId).catch(() => [])).length === 0) return;
    const mine = pageBuild();
    const live = await serverBuild();
    if (live === null) return;
    if (mine !== null && live !== mine) return reloadForUpdate(live);
    const outcome = await sendWaitingScans(api, { userId, onServerTime: noteServerTime });
    if (outcome === 'outdated') return reloadForUpdate(live);
    if (outcome === 'retry') {
      window.clearTimeout(retry);
      retry = window.setTimeout(() => void syncOfflineScans(), retryMs);
    }
  })()
    .catch(() => undefined)
    .finally(() => {
      sending = null;
    });
  return sending;
}

let snapshotAt = 0;

/** Keeps the coming shifts on the phone while there is signal, for the place where there is none. */
function keepSnapshot(): void {
  const userId = volunteerId();
  if (!userId || !navigator.onLine || Date.now() - snapshotAt < snapshotEveryMs) return;
  snapshotAt = Date.now();
  void fetchShiftsView(userId).catch(() => {
    snapshotAt = 0;
  });
}

let isStarted = false;

/** Once per page: sends on start and whenever the network returns or a volunteer signs in. */
export function startOfflineSync(): void {
  if (isStarted || typeof window === 'undefined' || !hasOfflineStore()) return;
  isStarted = true;
  const run = () => {
    void syncOfflineScans();
    keepSnapshot();
  };
  window.addEventListener('online', run);
  let signedIn = volunteerId();
  useUserStore.subscribe(() => {
    const now = volunteerId();
    if (now !== signedIn && now !== null) run();
    signedIn = now;
  });
  run();
}
