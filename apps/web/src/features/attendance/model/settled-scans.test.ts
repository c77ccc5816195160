import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SettledScan } from './offline-store';
import { recordedShownMs, staleRecorded } from './settled-scans';

const answeredAt = Date.parse('2027-03-02T01:30:00Z');
const settled = (clientId: string, outcome: 'accepted' | 'refused'): SettledScan =>
  ({ clientId, userId: '5', settledAt: answeredAt, result: { outcome } }) as SettledScan;

describe('staleRecorded', () => {
  const recorded = settled('r', 'accepted');
  const refused = settled('x', 'refused');

  it('keeps a recorded scan for a day of the server’s time, then lets it go', () => {
    expect(staleRecorded([recorded], answeredAt + recordedShownMs)).toEqual([]);
    expect(staleRecorded([recorded], answeredAt + recordedShownMs + 1)).toEqual([recorded]);
  });

  it('keeps a refusal until it is read, however old', () => {
    expect(staleRecorded([refused], answeredAt + 30 * recordedShownMs)).toEqual([]);
  });

  afterEach(() => vi.useRealTimers());

  it('judges by the server’s now, so a device clock months ahead changes nothing', () => {
    // The worker answered by Background Sync; the page's own clock may read any date.
    vi.useFakeTimers({ now: answeredAt + 90 * recordedShownMs });
    expect(staleRecorded([recorded], answeredAt + 60_000)).toEqual([]);
  });
});
