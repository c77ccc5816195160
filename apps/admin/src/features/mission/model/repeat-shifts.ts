import type { Dayjs } from 'dayjs';
import {
  chinaWallClock,
  expandShiftPattern,
  maxShiftsPerMission,
  parseChinaDateTime,
  shiftPatternSchema,
  weekdayLabels,
  weekdayOfDay,
  type PatternShift,
  type ShiftPatternInput,
} from '@zyz/domain';
import { fromChinaWallClock, toChinaDay, toChinaWallClock } from '../../../lib/china-time';
import { hoursToMinutes, minutesToHours, type Period, type ShiftFormValues } from './mission-form';

/** What the 重复时段 dialog holds while the organiser fills it in. */
export interface RepeatFormValues {
  weekdays?: number[];
  /** Start and end time of day (China wall clock, by the picker's digits). */
  clock?: [Dayjs, Dayjs];
  /** First and last China day. */
  days?: [Dayjs, Dayjs];
  quota?: number;
  hours?: number;
}

export interface RepeatPreview {
  shifts: PatternShift[];
  /** The first thing to fix, in the server's words; null when the shifts can be added. */
  error: string | null;
  /** Indexes of shifts outside the form's service period. */
  outside: number[];
}

export function toPatternInput(v: RepeatFormValues): ShiftPatternInput {
  return {
    weekdays: v.weekdays ?? [],
    startTime: v.clock?.[0]?.format('HH:mm') ?? '',
    endTime: v.clock?.[1]?.format('HH:mm') ?? '',
    fromDate: v.days?.[0] ? toChinaDay(v.days[0]) : '',
    toDate: v.days?.[1] ? toChinaDay(v.days[1]) : '',
    quota: v.quota ?? '',
    creditMinutes: typeof v.hours === 'number' ? hoursToMinutes(v.hours) : '',
  };
}

const instantOf = (d: Dayjs) => parseChinaDateTime(toChinaWallClock(d));
const minuteOf = (d: Date) => chinaWallClock(d).slice(0, 16);

/**
 * The shifts the pattern makes, by the domain's own expansion (the server's), checked against
 * the form's service period and the 200 a mission may hold with the `kept` it has already.
 */
export function previewRepeat(
  values: RepeatFormValues,
  servicePeriod: Period | undefined,
  kept: number,
): RepeatPreview {
  const parsed = shiftPatternSchema.safeParse(toPatternInput(values));
  if (!parsed.success)
    return { shifts: [], error: parsed.error.issues[0]?.message ?? '请检查重复规则', outside: [] };
  const shifts = expandShiftPattern(parsed.data);
  const [start, end] = servicePeriod ? servicePeriod.map(instantOf) : [null, null];
  const outside = shifts.flatMap((s, i) =>
    (start && s.startTime < start) || (end && s.endTime > end) ? [i] : [],
  );
  let error: string | null = null;
  if (!start || !end) error = '请先填写服务时间，重复时段须在服务时间范围内';
  else if (outside.length > 0)
    error = `第${outside[0]! + 1}个时段（${minuteOf(shifts[outside[0]!]!.startTime)}）不在服务时间范围内，请调整日期范围或服务时间`;
  else if (kept + shifts.length > maxShiftsPerMission)
    error = `活动时段最多${maxShiftsPerMission}个：已有${kept}个，重复时段将再生成${shifts.length}个`;
  return { shifts, error, outside };
}

/** A made shift as the form's shift list holds it. */
export const toShiftValues = (s: PatternShift): ShiftFormValues => ({
  period: [
    fromChinaWallClock(s.startTime.toISOString()),
    fromChinaWallClock(s.endTime.toISOString()),
  ],
  quota: s.quota,
  hours: minutesToHours(s.creditMinutes),
});

/** A shift the organiser has not touched: the new form's empty first one. */
export const isBlankShift = (s: ShiftFormValues) => !s.timesInfoId && !s.period;

/** '2026-06-06 周六 09:00–11:30' */
export function describeShift(s: PatternShift): string {
  const start = minuteOf(s.startTime);
  const weekday = weekdayLabels[weekdayOfDay(start.slice(0, 10)) ?? 0];
  return `${start.slice(0, 10)} ${weekday ?? ''} ${start.slice(11)}–${minuteOf(s.endTime).slice(11)}`;
}
