/** Service time arrives as minutes: a number, or a numeric string from older calls. */
export type MinutesInput = number | string | null | undefined;

const minutesPerHour = 60;

/** Stars are earned at 100, 300, 600, 1000 and 1500 hours of service. */
export const starThresholdHours = [100, 300, 600, 1000, 1500];

/**
 * Whole minutes, or null for a missing, non-numeric, negative or infinite value.
 * Fractions are dropped, not rounded, so displayed time never exceeds time served.
 */
function toWholeMinutes(value: MinutesInput): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const minutes = Number(value);
  if (!Number.isFinite(minutes) || minutes < 0) return null;
  return Math.floor(minutes);
}

/** Spec §4 hours filter: 90 → '1小时30分钟', 120 → '2小时', 45 → '45分钟', 0 → '0分钟'; invalid → ''. */
export function formatMinutes(value: MinutesInput): string {
  const minutes = toWholeMinutes(value);
  if (minutes === null) return '';
  const hours = Math.floor(minutes / minutesPerHour);
  const rest = minutes % minutesPerHour;
  if (hours === 0) return `${rest}分钟`;
  return rest === 0 ? `${hours}小时` : `${hours}小时${rest}分钟`;
}

/**
 * Hours with two decimals, as the server's decimal hours read: 750 → '12.50'; invalid → ''.
 * Worked in hundredths of an hour as integers, so no binary-fraction rounding slips in.
 */
export function minutesToHoursBD(value: MinutesInput): string {
  const minutes = toWholeMinutes(value);
  if (minutes === null) return '';
  const hundredths = Math.round((minutes * 100) / minutesPerHour);
  const whole = Math.floor(hundredths / 100);
  return `${whole}.${String(hundredths % 100).padStart(2, '0')}`;
}

/** 0 to 5 stars for the service time; invalid input earns none. */
export function starLevelForMinutes(value: MinutesInput): number {
  const minutes = toWholeMinutes(value) ?? 0;
  return starThresholdHours.filter((hours) => minutes >= hours * minutesPerHour).length;
}
