import { toChinaTime } from '../../../lib/china-time';
import type { ScanBody } from '../api/scan-qrcode';

export type ScanSource = { token: string } | { timesInfoId: string; code: string };

/** The position goes along only when the browser gave one; the server then checks the radius. */
export function scanBody(
  source: ScanSource,
  action: 'in' | 'out',
  position: { lat: number; lng: number } | null,
): ScanBody {
  return { ...source, action, ...(position ?? {}) };
}

/** The code of a QR screen is valid for about a minute: these refusals mean "scan again". */
export function asksToScanAgain(msg: string): boolean {
  return msg.includes('过期');
}

export function isSixDigitCode(value: string): boolean {
  return /^\d{6}$/.test(value.trim());
}

/** Accepted shifts that touch today in China time, the only ones a code can sign. */
export function shiftsOfToday<T extends { startTime: string; endTime: string }>(
  missions: T[],
  now: Date,
): T[] {
  const today = toChinaTime(now).format('YYYY-MM-DD');
  return missions
    .filter(
      (m) =>
        toChinaTime(m.startTime).format('YYYY-MM-DD') <= today &&
        toChinaTime(m.endTime).format('YYYY-MM-DD') >= today,
    )
    .sort((a, b) => a.startTime.localeCompare(b.startTime));
}
