import { chinaOffsetMs } from '@zyz/domain';

// China keeps UTC+8 all year; reminders speak of "tomorrow" and clock times as people there do.
const dayMs = 86_400_000;

/** Start (inclusive) and end (exclusive) of the China calendar day after `now`. */
export function nextChinaDay(now: Date): { from: Date; to: Date } {
  const todayStart = Math.floor((now.getTime() + chinaOffsetMs) / dayMs) * dayMs - chinaOffsetMs;
  return { from: new Date(todayStart + dayMs), to: new Date(todayStart + 2 * dayMs) };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** '12月1日' */
export function chinaMonthDay(d: Date): string {
  const c = new Date(d.getTime() + chinaOffsetMs);
  return `${c.getUTCMonth() + 1}月${c.getUTCDate()}日`;
}

/** '09:00' */
export function chinaClock(d: Date): string {
  const c = new Date(d.getTime() + chinaOffsetMs);
  return `${pad(c.getUTCHours())}:${pad(c.getUTCMinutes())}`;
}
