// China keeps UTC+8 all year, with no daylight saving: a fixed offset is exact.
export const chinaOffsetMs = 8 * 3_600_000;

/** 'YYYY-MM-DD HH:mm' in China time, what an organiser expects to read in a spreadsheet; '' for none. */
export function chinaDateTime(d: Date | string | null): string {
  if (d === null) return '';
  const ms = typeof d === 'string' ? Date.parse(d) : d.getTime();
  return new Date(ms + chinaOffsetMs).toISOString().slice(0, 16).replace('T', ' ');
}
