import type { OfflineScanResult, OfflineShift } from '@zyz/domain';

// The phone's own store for signing in without signal (issue 49), in IndexedDB so it survives a
// reload and a closed browser: the scans waiting to go up, what the server said of the ones that
// went, and the snapshot of the coming shifts. Nothing secret: a QR token is a shift's code of a
// 30-second window, shown on a screen to everyone there; the session stays in its cookie.
// The page and the service worker both use this module (it touches no window-only API).

/** A scan made without a connection, as queued; what goes up is `toWire` of it. */
export interface WaitingScan {
  clientId: string;
  userId: string;
  /** The device's clock at queueing: only the queue's order. */
  queuedAt: number;
  token?: string;
  timesInfoId?: string;
  code?: string;
  action: 'in' | 'out';
  lat?: number;
  lng?: number;
  /** The server's time in the last answer before the scan, and the monotonic ms since then. */
  lastServerTime: string;
  sinceServerMs: number;
  deviceTime: string;
  /** For the page: the best estimate of the scan's time, and the shift's name if known. */
  scannedAt: string;
  subject: string | null;
}

/** A scan the server has answered: kept to show beside the list until the volunteer dismisses it. */
export interface SettledScan {
  clientId: string;
  userId: string;
  scan: WaitingScan;
  result: OfflineScanResult;
  /** When the server answered, by the server's clock (the device's if it gave no time). */
  settledAt: number;
}

export interface ShiftSnapshot {
  userId: string;
  /** The server's time when it was taken. */
  savedAt: string;
  list: OfflineShift[];
}

const dbName = 'zyz-offline';
const stores = { waiting: 'waiting', settled: 'settled', snapshots: 'snapshots' } as const;
type StoreName = (typeof stores)[keyof typeof stores];

let opened: Promise<IDBDatabase> | null = null;

export const hasOfflineStore = (): boolean => typeof indexedDB !== 'undefined';

function openDb(): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(dbName, 1);
    request.onupgradeneeded = () => {
      const db = request.result;
      db.createObjectStore(stores.waiting, { keyPath: 'clientId' });
      db.createObjectStore(stores.settled, { keyPath: 'clientId' });
      db.createObjectStore(stores.snapshots, { keyPath: 'userId' });
    };
    request.onsuccess = () => {
      const db = request.result;
      // A deletion (the browser clearing site data, another tab) must not wait on this tab.
      db.onversionchange = () => {
        db.close();
        opened = null;
      };
      resolve(db);
    };
    request.onerror = () => {
      opened = null;
      reject(request.error ?? new Error('本机存储无法打开'));
    };
  });
  return opened;
}

/** One transaction over `names`; resolves once it has committed. */
async function inTransaction<T>(
  names: StoreName[],
  mode: IDBTransactionMode,
  work: (tx: IDBTransaction) => IDBRequest<T> | void,
): Promise<T> {
  const db = await openDb();
  return new Promise<T>((resolve, reject) => {
    const tx = db.transaction(names, mode);
    const request = work(tx);
    tx.oncomplete = () => resolve(request ? request.result : (undefined as T));
    tx.onerror = () => reject(tx.error ?? new Error('本机存储写入失败'));
    tx.onabort = () => reject(tx.error ?? new Error('本机存储写入失败'));
  });
}

const all = <T>(name: StoreName) =>
  inTransaction<T[]>([name], 'readonly', (tx) => tx.objectStore(name).getAll() as IDBRequest<T[]>);

export async function addWaitingScan(scan: WaitingScan): Promise<void> {
  await inTransaction([stores.waiting], 'readwrite', (tx) => {
    tx.objectStore(stores.waiting).put(scan);
  });
}

/** The waiting scans in the order they were made (of one volunteer, or everyone's). */
export async function listWaitingScans(userId?: string): Promise<WaitingScan[]> {
  const rows = await all<WaitingScan>(stores.waiting);
  return rows
    .filter((s) => userId === undefined || s.userId === userId)
    .sort((a, b) => a.queuedAt - b.queuedAt);
}

/** Moves answered scans from the queue to the settled list, in one transaction. */
export async function settleScans(settled: SettledScan[]): Promise<void> {
  if (settled.length === 0) return;
  await inTransaction([stores.waiting, stores.settled], 'readwrite', (tx) => {
    for (const s of settled) {
      tx.objectStore(stores.waiting).delete(s.clientId);
      tx.objectStore(stores.settled).put(s);
    }
  });
}

export async function listSettledScans(userId: string): Promise<SettledScan[]> {
  const rows = await all<SettledScan>(stores.settled);
  return rows.filter((s) => s.userId === userId).sort((a, b) => b.settledAt - a.settledAt);
}

/**
 * One volunteer's waiting and settled scans, read in one transaction: a scan settled meanwhile
 * is in exactly one of the two lists, never in neither (which would read as lost).
 */
export async function readQueue(
  userId: string,
): Promise<{ waiting: WaitingScan[]; settled: SettledScan[] }> {
  const db = await openDb();
  return new Promise((resolve, reject) => {
    const tx = db.transaction([stores.waiting, stores.settled], 'readonly');
    const waiting = tx.objectStore(stores.waiting).getAll() as IDBRequest<WaitingScan[]>;
    const settled = tx.objectStore(stores.settled).getAll() as IDBRequest<SettledScan[]>;
    tx.oncomplete = () =>
      resolve({
        waiting: waiting.result
          .filter((s) => s.userId === userId)
          .sort((a, b) => a.queuedAt - b.queuedAt),
        settled: settled.result
          .filter((s) => s.userId === userId)
          .sort((a, b) => b.settledAt - a.settledAt),
      });
    tx.onerror = () => reject(tx.error ?? new Error('本机存储读取失败'));
  });
}

export async function forgetSettledScans(clientIds: string[]): Promise<void> {
  await inTransaction([stores.settled], 'readwrite', (tx) => {
    for (const id of clientIds) tx.objectStore(stores.settled).delete(id);
  });
}

export async function saveShiftSnapshot(snapshot: ShiftSnapshot): Promise<void> {
  await inTransaction([stores.snapshots], 'readwrite', (tx) => {
    tx.objectStore(stores.snapshots).put(snapshot);
  });
}

export async function readShiftSnapshot(userId: string): Promise<ShiftSnapshot | null> {
  const row = await inTransaction<ShiftSnapshot | undefined>(
    [stores.snapshots],
    'readonly',
    (tx) => tx.objectStore(stores.snapshots).get(userId) as IDBRequest<ShiftSnapshot | undefined>,
  );
  return row ?? null;
}

/** Writes what the server recorded of a shift into the snapshot, so the phone's checks know it. */
export async function recordInSnapshot(
  userId: string,
  timesInfoId: string,
  times: { signInTime: string | null; signOutTime: string | null },
): Promise<void> {
  const snapshot = await readShiftSnapshot(userId);
  if (!snapshot?.list.some((s) => s.timesInfoId === timesInfoId)) return;
  await saveShiftSnapshot({
    ...snapshot,
    list: snapshot.list.map((s) =>
      s.timesInfoId === timesInfoId
        ? {
            ...s,
            signInTime: times.signInTime ?? s.signInTime,
            signOutTime: times.signOutTime ?? s.signOutTime,
          }
        : s,
    ),
  });
}
