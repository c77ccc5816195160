import { describe, expect, it } from 'vitest';
import { formatChinaDateTime, formatChinaPeriod } from './china-time';

describe('China-time formatting', () => {
  it('shows a same-day shift once with both clock times', () => {
    expect(formatChinaPeriod('2026-12-01T01:00:00.000Z', '2026-12-01T04:00:00.000Z')).toBe(
      '2026-12-01 09:00–12:00',
    );
  });

  it('uses the China calendar day, not UTC, to decide the day', () => {
    // 23:00 UTC on 30 Nov is 07:00 on 1 Dec in Guangzhou: one day, not two.
    expect(formatChinaPeriod('2026-11-30T23:00:00.000Z', '2026-12-01T02:00:00.000Z')).toBe(
      '2026-12-01 07:00–10:00',
    );
    expect(formatChinaPeriod('2026-12-01T10:00:00.000Z', '2026-12-01T17:00:00.000Z')).toBe(
      '2026-12-01 18:00 至 2026-12-02 01:00',
    );
  });

  it('gives an empty text for a missing or broken time', () => {
    expect(formatChinaDateTime(null)).toBe('');
    expect(formatChinaDateTime('not a time')).toBe('');
    expect(formatChinaDateTime('2026-11-21T02:05:00.000Z')).toBe('2026-11-21 10:05');
  });
});
