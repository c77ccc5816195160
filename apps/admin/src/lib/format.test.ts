import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { chinaToday, formatDateTime, isAfterChinaToday } from './format';

describe('formatDateTime', () => {
  it('shows an instant on the China clock, to the minute', () => {
    expect(formatDateTime('2026-05-20T01:32:00Z')).toBe('2026-05-20 09:32');
    expect(formatDateTime('2026-05-20T09:32:00+08:00')).toBe('2026-05-20 09:32');
  });

  it('gives an empty string for a missing or unreadable time', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('isAfterChinaToday', () => {
  it("offers China's today on a laptop still on yesterday (UTC, this suite's zone)", () => {
    const newYearMorning = new Date('2027-01-01T07:30:00+08:00');
    expect(chinaToday(newYearMorning)).toBe('2027-01-01');
    expect(isAfterChinaToday(dayjs('2027-01-01'), newYearMorning)).toBe(false);
    expect(isAfterChinaToday(dayjs('2027-01-02'), newYearMorning)).toBe(true);
    expect(isAfterChinaToday(dayjs('2028-02-29'), new Date('2028-02-29T00:10:00+08:00'))).toBe(
      false,
    );
  });
});
