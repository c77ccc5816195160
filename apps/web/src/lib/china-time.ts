import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { chinaDateString, chinaOffsetMinutes } from '@zyz/domain';

dayjs.extend(utc);

// Times are shown at China's fixed offset so a phone set to another zone still reads the
// clock the organiser published.

export function toChinaTime(value: string | Date): Dayjs {
  return dayjs(value).utcOffset(chinaOffsetMinutes);
}

/** '2026-12-01 09:00'; '' for a missing or unreadable value. */
export function formatChinaDateTime(value: string | null | undefined): string {
  if (!value || !dayjs(value).isValid()) return '';
  return toChinaTime(value).format('YYYY-MM-DD HH:mm');
}

/**
 * A period in China time, short when both ends fall on one day:
 * '2026-12-01 09:00–12:00', otherwise '2026-12-01 09:00 至 2026-12-03 17:00'.
 */
export function formatChinaPeriod(start: string, end: string): string {
  const from = toChinaTime(start);
  const to = toChinaTime(end);
  if (!from.isValid() || !to.isValid()) return '';
  if (from.format('YYYY-MM-DD') === to.format('YYYY-MM-DD'))
    return `${from.format('YYYY-MM-DD HH:mm')}–${to.format('HH:mm')}`;
  return `${from.format('YYYY-MM-DD HH:mm')} 至 ${to.format('YYYY-MM-DD HH:mm')}`;
}

/** Dates only, for a card where hours would crowd the line: '2026-12-01 至 2026-12-03'. */
export function formatChinaDateRange(start: string, end: string): string {
  const from = toChinaTime(start);
  const to = toChinaTime(end);
  if (!from.isValid() || !to.isValid()) return '';
  const first = from.format('YYYY-MM-DD');
  const last = to.format('YYYY-MM-DD');
  return first === last ? first : `${first} 至 ${last}`;
}

/** Today's date in China, 'YYYY-MM-DD': the day the server's date rules count by. */
export const chinaToday = (now: Date = new Date()): string => chinaDateString(now);

// A picker's limits at China's today, not the device's: a phone set to another zone (or a
// Beijing morning, still yesterday in UTC) is offered exactly the days the server accepts.
export const isAfterChinaToday = (day: Dayjs, now?: Date): boolean =>
  day.format('YYYY-MM-DD') > chinaToday(now);
export const isBeforeChinaToday = (day: Dayjs, now?: Date): boolean =>
  day.format('YYYY-MM-DD') < chinaToday(now);
