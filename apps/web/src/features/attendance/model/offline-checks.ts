import { qrTokenPattern, qrWindowSeconds, type OfflineShift } from '@zyz/domain';
import type { ScanSource } from './scan-body';
import type { WaitingScan } from './offline-store';

// What the phone can check of a scan without the server: the code's shape, its age by the
// server's clock as the phone keeps it, and the order of sign-in and sign-out by what the snapshot
// and the queue know. The code's signature it cannot check (it holds no key): the server does.

const windowMs = qrWindowSeconds * 1000;

/** The shift and window a token names, or null when it is not a token of the QR screen. */
export function readToken(token: string): { timesInfoId: string; window: number } | null {
  if (!qrTokenPattern.test(token)) return null;
  const [, timesInfoId, window] = token.split('.');
  return { timesInfoId: timesInfoId!, window: Number(window) };
}

export function shiftOfSource(source: ScanSource): string | null {
  return 'token' in source ? (readToken(source.token)?.timesInfoId ?? null) : source.timesInfoId;
}

export function shiftOfWaiting(scan: WaitingScan): string | null {
  return scan.token ? (readToken(scan.token)?.timesInfoId ?? null) : (scan.timesInfoId ?? null);
}

interface OfflineCheck {
  source: ScanSource;
  action: 'in' | 'out';
  /** The scan's instant by the server's clock, as the phone estimates it. */
  estimateMs: number;
  /** The snapshot's shifts, when one was kept. */
  shifts: OfflineShift[] | null;
  /** This volunteer's scans already waiting. */
  waiting: WaitingScan[];
}

/** Why the phone will not queue this scan, in the words the server would use; null to queue it. */
export function refuseOffline({ source, action, estimateMs, shifts, waiting }: OfflineCheck) {
  if ('token' in source) {
    const read = readToken(source.token);
    if (!read) return '二维码内容无效，请重新扫描现场二维码';
    // Live for its window and the next; the server allows one more rotation for the estimate.
    if (estimateMs >= (read.window + 3) * windowMs) return '二维码已过期，请重新扫码';
  }
  const timesInfoId = shiftOfSource(source);
  const shift = shifts?.find((s) => s.timesInfoId === timesInfoId);
  const queued = (a: 'in' | 'out') =>
    waiting.some((w) => w.action === a && shiftOfWaiting(w) === timesInfoId);
  const hasIn = !!shift?.signInTime || queued('in');
  if (action === 'in') return hasIn ? '您已签到，请勿重复签到' : null;
  if (shift?.signOutTime || queued('out')) return '您已签退，请勿重复签退';
  // Without a snapshot of the shift the phone cannot know of an online sign-in: the server decides.
  if (shift && !hasIn) return '您尚未签到，不能签退';
  return null;
}
