import type { SettledScan } from './offline-store';

/** A recorded scan is shown for a day; a refusal until the volunteer has read it. */
export const recordedShownMs = 86_400_000;

/**
 * The recorded scans whose day is over. `serverNowMs` is the server's now as the page best knows
 * it: `settledAt` is the server's time of the answer, and whoever sent the scan (the page, or the
 * worker by Background Sync) may not share the page's clock.
 */
export function staleRecorded(settled: SettledScan[], serverNowMs: number): SettledScan[] {
  return settled.filter(
    (s) => s.result.outcome !== 'refused' && serverNowMs - s.settledAt > recordedShownMs,
  );
}
