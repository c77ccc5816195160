import type { OfflineScanItem } from '@zyz/domain';
import { qrWindowOf, qrWindowStart, windowMs } from './qr-token';

// When an offline scan was made, and whether that instant fits the code it read. Pure, so the
// edges are tested without a database (offline-window.test.ts).

/**
 * The scan's instant on the server's clock: the server's time in the last answer the phone had,
 * plus the phone's monotonic time since. The phone's own clock (deviceTime) never moves it.
 */
export function claimedScanTime(item: OfflineScanItem): number {
  return Date.parse(item.lastServerTime) + item.sinceServerMs;
}

/** A token of window w is live from the start of w to the end of w + 1 (current and previous). */
export function tokenValidity(window: number): { from: number; to: number } {
  return { from: qrWindowStart(window), to: qrWindowStart(window + 2) };
}

/**
 * The recorded time of a scan claimed at `claimed` from a code of `window`: accepted when the
 * claim lies inside the token's validity give or take one rotation (the phone's estimate may be
 * a little off), and then held inside the validity itself, so the record never says the volunteer
 * was there when the code on the screen could not have been read. Null when it does not fit.
 */
export function recordedScanTime(window: number, claimed: number): Date | null {
  const { from, to } = tokenValidity(window);
  if (claimed < from - windowMs || claimed >= to + windowMs) return null;
  return new Date(Math.min(Math.max(claimed, from), to - 1));
}

/** The windows a six-digit code typed at `claimed` may belong to, by the same slack. */
export function codeWindowsAround(claimed: number): number[] {
  const w = qrWindowOf(claimed);
  // validity of w' is [w', w' + 2) windows, widened by one each side: w' from w - 2 to w + 1.
  return [w, w - 1, w + 1, w - 2];
}
