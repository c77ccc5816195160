import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { chinaOffsetMinutes } from '@zyz/domain';

dayjs.extend(utc);

/**
 * When a message arrived, on China's clock: today's show the time only, this year's the
 * month and day, older ones the full date.
 */
export function formatMessageTime(iso: string, now: Date = new Date()): string {
  const at = dayjs(iso);
  if (!at.isValid()) return '';
  const local = at.utcOffset(chinaOffsetMinutes);
  const today = dayjs(now).utcOffset(chinaOffsetMinutes);
  if (local.isSame(today, 'day')) return `今天 ${local.format('HH:mm')}`;
  if (local.isSame(today, 'year')) return local.format('MM-DD HH:mm');
  return local.format('YYYY-MM-DD HH:mm');
}
