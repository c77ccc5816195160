import { chinaDateString, chinaOffsetMinutes, type AdminInfo } from '@zyz/domain';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

export const adminRoleLabels: Record<AdminInfo['role'], string> = {
  federation: '联合会管理员',
  org: '组织管理员',
};

// Times are shown at China's fixed offset, so an organiser on a laptop set to another zone
// reads the same clock as the records.

export function toChinaTime(value?: string | Date): Dayjs {
  return dayjs(value).utcOffset(chinaOffsetMinutes);
}

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const time = dayjs(value);
  return time.isValid() ? time.utcOffset(chinaOffsetMinutes).format('YYYY-MM-DD HH:mm') : '';
}

/** Today's date in China, 'YYYY-MM-DD': the day the server's date rules count by. */
export const chinaToday = (now: Date = new Date()): string => chinaDateString(now);

/**
 * A picker's "not after today" at China's today, not the laptop's: one set to another zone (or a
 * Beijing morning, still yesterday in UTC) is offered exactly the days the server accepts.
 */
export const isAfterChinaToday = (day: Dayjs, now?: Date): boolean =>
  day.format('YYYY-MM-DD') > chinaToday(now);
