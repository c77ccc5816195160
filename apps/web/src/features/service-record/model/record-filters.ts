import type { ServiceRecordKind } from '@zyz/domain';
import { toChinaTime } from '../../../lib/china-time';

/** The platform's records start with it; no year before can hold any. */
export const firstRecordYear = 2018;

/** `?year=`: a whole year between the first record year and this year, else all years. */
export function parseYear(raw: string | null, now: Date): number | null {
  const year = Number(raw);
  const current = toChinaTime(now).year();
  return raw && Number.isInteger(year) && year >= firstRecordYear && year <= current ? year : null;
}

/** `?kind=`: service or training, else both. */
export function parseKind(raw: string | null): ServiceRecordKind | '' {
  return raw === 'service' || raw === 'training' ? raw : '';
}

/** This year first, back to the first record year, for the year picker. */
export function yearOptions(now: Date): number[] {
  const current = toChinaTime(now).year();
  return Array.from({ length: current - firstRecordYear + 1 }, (_, i) => current - i);
}
