import { chinaMonthStart, chinaOffsetMs } from '@zyz/domain';

export { chinaMonthStart };

// China keeps UTC+8 all year; "this month" means the month people there are living in.

/** 202611 for any instant in November 2026, China time. */
export function chinaMonthKey(d: Date): number {
  const c = new Date(d.getTime() + chinaOffsetMs);
  return c.getUTCFullYear() * 100 + c.getUTCMonth() + 1;
}

/** 202611 → '2026-11'. */
export const monthKeyLabel = (key: number) =>
  `${Math.floor(key / 100)}-${String(key % 100).padStart(2, '0')}`;

/** The last `count` month keys, oldest first, ending with the month of `now`. */
export function lastMonthKeys(now: Date, count: number): number[] {
  return Array.from({ length: count }, (_, i) =>
    chinaMonthKey(chinaMonthStart(now, count - 1 - i)),
  );
}
