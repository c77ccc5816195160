import { chinaOffsetMs } from './china-time';

/** A date with no time and no zone: what a birthday or "today" means to a person. */
export interface CalendarDate {
  year: number;
  /** 1–12 */
  month: number;
  /** 1–31 */
  day: number;
}

// "Today" is read at China's fixed offset, so a server running in UTC agrees with a
// browser in Beijing about which day it is, whatever the host's zone.

/** The calendar date in China Standard Time at the given instant. */
export function toChinaCalendarDate(instant: Date): CalendarDate {
  const shifted = new Date(instant.getTime() + chinaOffsetMs);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  };
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function isRealCalendarDate({ year, month, day }: CalendarDate): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

/** Negative when `a` is earlier, positive when later, 0 on the same day. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/**
 * Whole years from `birth` to `today`: one less while this year's birthday is still ahead.
 * A 29 February birthday therefore counts from 1 March in common years.
 */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  const hadBirthday =
    today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return today.year - birth.year - (hadBirthday ? 0 : 1);
}

/** 'YYYY-MM-DD' */
export function formatCalendarDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** 'YYYY-MM-DD' of the China date at an instant. */
export const chinaDateString = (instant: Date): string =>
  formatCalendarDate(toChinaCalendarDate(instant));
