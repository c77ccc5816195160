import type { OfflineShift } from '@zyz/domain';
import { announceOfflineChange } from './offline-events';
import { refuseOffline, shiftOfSource } from './offline-checks';
import { addWaitingScan, listWaitingScans, type WaitingScan } from './offline-store';
import { rememberQueued } from './queue-marker';
import type { ScanClock } from './scan-clock';
import type { ScanSource } from './scan-body';
import { offlineSyncTag } from './send-waiting-scans';

interface QueueInput {
  userId: string;
  source: ScanSource;
  action: 'in' | 'out';
  position: { lat: number; lng: number } | null;
  /** Read when the volunteer pressed the button, before anything was tried. */
  clock: ScanClock;
  shifts: OfflineShift[] | null;
}

export type QueueOutcome = { ok: true; scan: WaitingScan } | { ok: false; msg: string };

/** A random id for the scan; crypto.randomUUID needs a secure page, getRandomValues does not. */
function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Asks the browser to wake the service worker when the network is back (where it can). */
async function requestBackgroundSync(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)
    ?.sync;
  await sync?.register(offlineSyncTag).catch(() => undefined);
}

/**
 * Keeps a scan made without a connection on the phone, after the checks the phone can make;
 * the page and the worker send it when the network is back.
 */
export async function queueScan(input: QueueInput): Promise<QueueOutcome> {
  const { userId, source, action, position, clock, shifts } = input;
  const waiting = await listWaitingScans(userId);
  const msg = refuseOffline({ source, action, estimateMs: clock.estimateMs, shifts, waiting });
  if (msg) return { ok: false, msg };
  const timesInfoId = shiftOfSource(source);
  const scan: WaitingScan = {
    clientId: newClientId(),
    userId,
    queuedAt: Date.now(),
    ...source,
    action,
    ...(position ?? {}),
    lastServerTime: clock.lastServerTime,
    sinceServerMs: clock.sinceServerMs,
    deviceTime: clock.deviceTime,
    scannedAt: new Date(clock.estimateMs).toISOString(),
    subject: shifts?.find((s) => s.timesInfoId === timesInfoId)?.subject ?? null,
  };
  await addWaitingScan(scan);
  rememberQueued(userId, scan.clientId);
  // Best-effort storage may be evicted under pressure; persistent is kept until the user clears it.
  void navigator.storage?.persist?.().catch(() => false);
  await requestBackgroundSync();
  announceOfflineChange();
  return { ok: true, scan };
}
