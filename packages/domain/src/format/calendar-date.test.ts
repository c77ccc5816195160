import { describe, expect, it } from 'vitest';
import {
  ageOn,
  compareCalendarDates,
  daysInMonth,
  formatCalendarDate,
  isLeapYear,
  isRealCalendarDate,
  toChinaCalendarDate,
} from './calendar-date';

describe('toChinaCalendarDate', () => {
  it('reads the day in Beijing, eight hours ahead of UTC', () => {
    expect(toChinaCalendarDate(new Date('2024-06-14T15:59:59Z'))).toEqual({
      year: 2024,
      month: 6,
      day: 14,
    });
    expect(toChinaCalendarDate(new Date('2024-06-14T16:00:00Z'))).toEqual({
      year: 2024,
      month: 6,
      day: 15,
    });
    expect(toChinaCalendarDate(new Date('2023-12-31T16:00:00Z'))).toEqual({
      year: 2024,
      month: 1,
      day: 1,
    });
  });
});

describe('isLeapYear and daysInMonth', () => {
  it('follows the Gregorian rule for centuries', () => {
    expect(isLeapYear(2024)).toBe(true);
    expect(isLeapYear(2023)).toBe(false);
    expect(isLeapYear(1900)).toBe(false);
    expect(isLeapYear(2000)).toBe(true);
  });

  it('gives each month its length', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(2023, 4)).toBe(30);
    expect(daysInMonth(2023, 12)).toBe(31);
  });
});

describe('isRealCalendarDate', () => {
  it('accepts real dates and rejects impossible ones', () => {
    expect(isRealCalendarDate({ year: 2024, month: 2, day: 29 })).toBe(true);
    expect(isRealCalendarDate({ year: 2023, month: 2, day: 29 })).toBe(false);
    expect(isRealCalendarDate({ year: 2023, month: 2, day: 30 })).toBe(false);
    expect(isRealCalendarDate({ year: 2023, month: 0, day: 1 })).toBe(false);
    expect(isRealCalendarDate({ year: 2023, month: 13, day: 1 })).toBe(false);
    expect(isRealCalendarDate({ year: 2023, month: 1, day: 0 })).toBe(false);
    expect(isRealCalendarDate({ year: 2023, month: 1.5, day: 1 })).toBe(false);
  });
});

describe('compareCalendarDates', () => {
  it('orders by year, then month, then day', () => {
    expect(
      compareCalendarDates({ year: 2024, month: 1, day: 1 }, { year: 2023, month: 12, day: 31 }),
    ).toBeGreaterThan(0);
    expect(
      compareCalendarDates({ year: 2024, month: 1, day: 31 }, { year: 2024, month: 2, day: 1 }),
    ).toBeLessThan(0);
    expect(
      compareCalendarDates({ year: 2024, month: 2, day: 1 }, { year: 2024, month: 2, day: 1 }),
    ).toBe(0);
  });
});

describe('ageOn', () => {
  const birth = { year: 2006, month: 6, day: 15 };

  it('counts a year less until the birthday comes round', () => {
    expect(ageOn(birth, { year: 2024, month: 6, day: 14 })).toBe(17);
    expect(ageOn(birth, { year: 2024, month: 6, day: 15 })).toBe(18);
    expect(ageOn(birth, { year: 2024, month: 5, day: 31 })).toBe(17);
    expect(ageOn(birth, { year: 2024, month: 7, day: 1 })).toBe(18);
  });
});

describe('formatCalendarDate', () => {
  it('pads to YYYY-MM-DD', () => {
    expect(formatCalendarDate({ year: 1990, month: 1, day: 5 })).toBe('1990-01-05');
  });
});
