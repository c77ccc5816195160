// Mainland China keeps UTC+8 all year (no daylight saving since 1991), so a fixed offset is
// exact. Server, portal and console all read and write times at it, so a server running in
// UTC and a phone set to any zone agree with Beijing about the day and the hour.

/** UTC+8 in minutes, as dayjs's utcOffset takes it. */
export const chinaOffsetMinutes = 8 * 60;
/** UTC+8 in milliseconds, to shift an instant to China's wall clock and back. */
export const chinaOffsetMs = chinaOffsetMinutes * 60_000;
/** The ISO 8601 suffix of a China wall-clock time. */
export const chinaOffsetIso = '+08:00';

/** The instant of 00:00 China time on a 'YYYY-MM-DD' date. */
export const chinaMidnight = (date: string): Date => new Date(`${date}T00:00:00${chinaOffsetIso}`);

/** The first instant of the China month `monthsBack` months before the one holding `now`. */
export function chinaMonthStart(now: Date, monthsBack: number): Date {
  const c = new Date(now.getTime() + chinaOffsetMs);
  const start = Date.UTC(c.getUTCFullYear(), c.getUTCMonth() - monthsBack, 1);
  return new Date(start - chinaOffsetMs);
}

/** 'YYYY-MM-DD HH:mm:ss' on China's wall clock at an instant. */
export function chinaWallClock(instant: Date | string): string {
  const ms = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  return new Date(ms + chinaOffsetMs).toISOString().slice(0, 19).replace('T', ' ');
}
