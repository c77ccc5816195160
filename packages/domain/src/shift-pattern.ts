import { z } from 'zod';
import { parseDateOnly } from './certificate';
import { chinaMidnight } from './format/china-time';
import { formatCalendarDate, type CalendarDate } from './format/calendar-date';
import { idSchema } from './schema-helpers';

// 重复时段: a weekly pattern (weekdays, a time of day, a date range) that the console's mission
// form expands into ordinary shifts, and the server expands the same way when asked to add it.
// Dates are China calendar days and times China wall-clock times, whatever the machine's zone.

/** At most this many shifts per mission, however they were made. */
export const maxShiftsPerMission = 200;

/** ISO weekdays: 1 Monday … 7 Sunday. */
export const weekdayLabels: Record<number, string> = {
  1: '周一',
  2: '周二',
  3: '周三',
  4: '周四',
  5: '周五',
  6: '周六',
  7: '周日',
};

const clockPattern = /^([01]\d|2[0-3]):([0-5]\d)$/;
const minutesOfDay = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

const clockField = (field: string) =>
  z
    .string({ error: `请填写${field}` })
    .trim()
    .regex(clockPattern, `${field}格式不正确，应为 HH:mm`);

const dayField = (field: string) =>
  z
    .string({ error: `请选择${field}` })
    .trim()
    .refine((v) => parseDateOnly(v) !== null, `${field}格式不正确，应为 YYYY-MM-DD`);

const weekdaysSchema = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : v,
  z
    .array(
      z.coerce
        .number({ error: '星期须为1（周一）至7（周日）' })
        .int('星期须为1（周一）至7（周日）')
        .min(1, '星期须为1（周一）至7（周日）')
        .max(7, '星期须为1（周一）至7（周日）'),
      { error: '请至少选择一个星期几' },
    )
    .min(1, '请至少选择一个星期几')
    .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
);

/** The pattern's own fields, before its expansion is counted. */
const patternFields = z.object({
  weekdays: weekdaysSchema,
  /** 'HH:mm' China time, the same on every day. */
  startTime: clockField('开始时刻'),
  endTime: clockField('结束时刻'),
  /** First and last China day the pattern may fall on, both included. */
  fromDate: dayField('开始日期'),
  toDate: dayField('结束日期'),
  quota: z.coerce
    .number({ error: '招募人数必须是数字' })
    .int('招募人数必须是整数')
    .min(1, '招募人数至少为1')
    .max(100000, '招募人数不能超过100000'),
  creditMinutes: z.coerce
    .number({ error: '记录时长必须是数字' })
    .int('记录时长必须是整数分钟')
    .min(0, '记录时长不能为负')
    .max(1440, '单个时段记录时长不能超过24小时'),
});
export type ShiftPatternFields = z.infer<typeof patternFields>;

const dayIndex = (d: CalendarDate) => Math.floor(Date.UTC(d.year, d.month - 1, d.day) / 86_400_000);
/** ISO weekday of a day index (1970-01-01, index 0, was a Thursday). */
const isoWeekday = (index: number) => ((((index + 3) % 7) + 7) % 7) + 1;
const dayOfIndex = (index: number) => {
  const d = new Date(index * 86_400_000);
  return formatCalendarDate({
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
  });
};

/** How many shifts the pattern makes, counted without making them (a typo may say year 9999). */
export function countShiftPattern(p: Pick<ShiftPatternFields, 'weekdays' | 'fromDate' | 'toDate'>) {
  const from = parseDateOnly(p.fromDate);
  const to = parseDateOnly(p.toDate);
  if (!from || !to) return 0;
  const first = dayIndex(from);
  const days = dayIndex(to) - first + 1;
  if (days <= 0) return 0;
  let count = 0;
  for (const w of new Set(p.weekdays)) {
    const offset = (w - isoWeekday(first) + 7) % 7;
    if (offset < days) count += Math.floor((days - 1 - offset) / 7) + 1;
  }
  return count;
}

function checkPattern(p: ShiftPatternFields, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  if (minutesOfDay(p.endTime) <= minutesOfDay(p.startTime))
    issue('endTime', '结束时刻须晚于开始时刻');
  if (p.toDate < p.fromDate) {
    issue('toDate', '结束日期不能早于开始日期');
    return;
  }
  const count = countShiftPattern(p);
  if (count === 0) issue('weekdays', '所选日期范围内没有所选的星期几，不会生成时段');
  else if (count > maxShiftsPerMission)
    issue(
      'toDate',
      `重复时段将生成${count}个时段，每个活动最多${maxShiftsPerMission}个，请缩短日期范围或减少星期`,
    );
}

export const shiftPatternSchema = patternFields.superRefine(checkPattern);
export type ShiftPattern = z.infer<typeof shiftPatternSchema>;
export type ShiftPatternInput = z.input<typeof shiftPatternSchema>;

export interface PatternShift {
  startTime: Date;
  endTime: Date;
  quota: number;
  creditMinutes: number;
}

/**
 * Every shift the pattern makes, in time order. China keeps UTC+8 all year, so a day's
 * midnight plus the minutes of the clock is exact. Call it on a pattern the schema passed.
 */
export function expandShiftPattern(p: ShiftPattern): PatternShift[] {
  const from = parseDateOnly(p.fromDate);
  const to = parseDateOnly(p.toDate);
  if (!from || !to || countShiftPattern(p) > maxShiftsPerMission) return [];
  const start = minutesOfDay(p.startTime) * 60_000;
  const end = minutesOfDay(p.endTime) * 60_000;
  const weekdays = new Set(p.weekdays);
  const shifts: PatternShift[] = [];
  for (let i = dayIndex(from); i <= dayIndex(to); i++) {
    if (!weekdays.has(isoWeekday(i))) continue;
    const midnight = chinaMidnight(dayOfIndex(i)).getTime();
    shifts.push({
      startTime: new Date(midnight + start),
      endTime: new Date(midnight + end),
      quota: p.quota,
      creditMinutes: p.creditMinutes,
    });
  }
  return shifts;
}

/** The ISO weekday (1 Monday … 7 Sunday) of a 'YYYY-MM-DD' China day. */
export function weekdayOfDay(day: string): number | null {
  const d = parseDateOnly(day);
  return d ? isoWeekday(dayIndex(d)) : null;
}

/** Whole days from one 'YYYY-MM-DD' to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number | null {
  const a = parseDateOnly(from);
  const b = parseDateOnly(to);
  return a && b ? dayIndex(b) - dayIndex(a) : null;
}

// POST /manage/pc/mission/times/previewPattern and /times/addPattern.

export const shiftPatternPreviewInputSchema = shiftPatternSchema;

export const addShiftPatternInputSchema = patternFields
  .extend({ missionId: idSchema('活动编号') })
  .superRefine(checkPattern);
export type AddShiftPatternInput = z.infer<typeof addShiftPatternInputSchema>;

export const patternShiftSchema = z.object({
  startTime: z.string(),
  endTime: z.string(),
  quota: z.number().int(),
  creditMinutes: z.number().int(),
});
export const shiftPatternPreviewSchema = z.object({
  list: z.array(patternShiftSchema),
  total: z.number().int(),
});
export type ShiftPatternPreview = z.infer<typeof shiftPatternPreviewSchema>;

export const addShiftPatternResultSchema = z.object({
  added: z.number().int(),
  shiftCount: z.number().int(),
});

// POST /manage/pc/mission/copyMission: a draft with the same content, its shifts moved so the
// first falls on `firstDay` (every date moves by the same number of days).

export const copyMissionInputSchema = z.object({
  missionId: idSchema('活动编号'),
  firstDay: dayField('新的首个时段日期'),
});
export type CopyMissionInput = z.infer<typeof copyMissionInputSchema>;
