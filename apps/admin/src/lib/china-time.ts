import dayjs, { type Dayjs } from 'dayjs';
import { toChinaTime } from './format';

// Organisers think in China time whatever zone their laptop is set to. A picker shows the
// browser's wall clock, so a picked value is read by its digits (as China time) and an
// instant from the server is turned back into the same digits before it reaches a picker.

const wallClockFormat = 'YYYY-MM-DD HH:mm';

/** A picked value → 'YYYY-MM-DD HH:mm', the wire format the server reads as China time. */
export function toChinaWallClock(value: Dayjs): string {
  return value.format(wallClockFormat);
}

/** A picked day → 'YYYY-MM-DD' (China calendar day), for date filters. */
export function toChinaDay(value: Dayjs): string {
  return value.format('YYYY-MM-DD');
}

/** An ISO instant from the server → a picker value showing its China-time digits. */
export function fromChinaWallClock(iso: string): Dayjs {
  return dayjs(toChinaTime(iso).format(wallClockFormat), wallClockFormat);
}

/** A 'YYYY-MM-DD' from the URL → a picker value for that day. */
export function fromChinaDay(day: string): Dayjs | null {
  const value = dayjs(day, 'YYYY-MM-DD');
  return value.isValid() ? value : null;
}
