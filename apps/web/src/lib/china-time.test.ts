import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import {
  chinaToday,
  formatChinaDateTime,
  formatChinaPeriod,
  isAfterChinaToday,
  isBeforeChinaToday,
} from './china-time';

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

  it("limits pickers by China's today, whatever zone the device keeps", () => {
    // 07:30 on New Year's Day in Guangzhou is still 31 December in UTC (this suite's zone).
    const newYearMorning = new Date('2027-01-01T07:30:00+08:00');
    expect(chinaToday(newYearMorning)).toBe('2027-01-01');
    const newYearsDay = dayjs('2027-01-01');
    expect(isAfterChinaToday(newYearsDay, newYearMorning)).toBe(false);
    expect(isAfterChinaToday(dayjs('2027-01-02'), newYearMorning)).toBe(true);
    expect(isBeforeChinaToday(dayjs('2026-12-31'), newYearMorning)).toBe(true);
    expect(isBeforeChinaToday(newYearsDay, newYearMorning)).toBe(false);
    // Leap day, and the last minutes of a month.
    expect(chinaToday(new Date('2028-02-29T12:00:00+08:00'))).toBe('2028-02-29');
    expect(chinaToday(new Date('2027-01-31T23:55:00+08:00'))).toBe('2027-01-31');
  });
});
