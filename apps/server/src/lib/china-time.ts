import { chinaWallClock } from '@zyz/domain';

/** 'YYYY-MM-DD HH:mm' in China time, what an organiser expects to read in a spreadsheet; '' for none. */
export function chinaDateTime(d: Date | string | null): string {
  return d === null ? '' : chinaWallClock(d).slice(0, 16);
}
