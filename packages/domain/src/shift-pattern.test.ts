import { describe, expect, it } from 'vitest';
import {
  countShiftPattern,
  daysBetween,
  expandShiftPattern,
  shiftPatternSchema,
  weekdayOfDay,
} from './shift-pattern';
import { saveMissionInputSchema } from './mission-save';

const pattern = (over: object = {}) => ({
  weekdays: [6],
  startTime: '09:00',
  endTime: '11:30',
  fromDate: '2026-01-01',
  toDate: '2026-01-31',
  quota: 40,
  creditMinutes: 150,
  ...over,
});
const firstMessage = (input: object) =>
  shiftPatternSchema.safeParse(input).error?.issues[0]?.message;

describe('repeating shifts (重复时段)', () => {
  it('makes one shift per chosen weekday in the range, at China wall-clock times', () => {
    const shifts = expandShiftPattern(shiftPatternSchema.parse(pattern()));
    // Saturdays of January 2026: the 3rd, 10th, 17th, 24th and 31st.
    expect(shifts.map((s) => s.startTime.toISOString())).toEqual([
      '2026-01-03T01:00:00.000Z',
      '2026-01-10T01:00:00.000Z',
      '2026-01-17T01:00:00.000Z',
      '2026-01-24T01:00:00.000Z',
      '2026-01-31T01:00:00.000Z',
    ]);
    expect(shifts[0]!.endTime.toISOString()).toBe('2026-01-03T03:30:00.000Z');
    expect(shifts[0]).toMatchObject({ quota: 40, creditMinutes: 150 });
  });

  it('keeps an early-morning China shift on its China day, across a month and a year end', () => {
    // 07:00 in China is 23:00 UTC of the day before: the day must be China's.
    const shifts = expandShiftPattern(
      shiftPatternSchema.parse(
        pattern({
          weekdays: '3,4',
          startTime: '07:00',
          endTime: '08:00',
          fromDate: '2025-12-31',
          toDate: '2026-01-01',
        }),
      ),
    );
    expect(shifts.map((s) => s.startTime.toISOString())).toEqual([
      '2025-12-30T23:00:00.000Z',
      '2025-12-31T23:00:00.000Z',
    ]);
  });

  it('counts what it would make without making it, leap days included', () => {
    expect(
      countShiftPattern({
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        fromDate: '2028-02-01',
        toDate: '2028-02-29',
      }),
    ).toBe(29);
    expect(countShiftPattern({ weekdays: [7], fromDate: '2026-03-02', toDate: '2026-03-07' })).toBe(
      0,
    );
    expect(
      countShiftPattern({ weekdays: [1, 4], fromDate: '2026-01-01', toDate: '2026-12-31' }),
    ).toBe(105);
  });

  it('refuses a pattern with no weekday, an end before its start, or more than 200 shifts', () => {
    expect(firstMessage(pattern({ weekdays: [] }))).toBe('请至少选择一个星期几');
    expect(firstMessage(pattern({ weekdays: '' }))).toBe('请至少选择一个星期几');
    expect(firstMessage(pattern({ weekdays: [8] }))).toBe('星期须为1（周一）至7（周日）');
    expect(firstMessage(pattern({ endTime: '09:00' }))).toBe('结束时刻须晚于开始时刻');
    expect(firstMessage(pattern({ startTime: '9点' }))).toBe('开始时刻格式不正确，应为 HH:mm');
    expect(firstMessage(pattern({ toDate: '2025-12-31' }))).toBe('结束日期不能早于开始日期');
    expect(firstMessage(pattern({ toDate: '2026-02-30' }))).toBe(
      '结束日期格式不正确，应为 YYYY-MM-DD',
    );
    expect(
      firstMessage(pattern({ weekdays: [3], fromDate: '2026-03-03', toDate: '2026-03-03' })),
    ).toBe('所选日期范围内没有所选的星期几，不会生成时段');
    // Every day from 2026-01-01 for 201 days.
    expect(
      firstMessage(
        pattern({ weekdays: [1, 2, 3, 4, 5, 6, 7], fromDate: '2026-01-01', toDate: '2026-07-20' }),
      ),
    ).toBe('重复时段将生成201个时段，每个活动最多200个，请缩短日期范围或减少星期');
    expect(
      shiftPatternSchema.safeParse(
        pattern({ weekdays: [1, 2, 3, 4, 5, 6, 7], fromDate: '2026-01-01', toDate: '2026-07-19' }),
      ).success,
    ).toBe(true);
  });

  it('refuses a typo of year 9999 by its count, without walking the days', () => {
    expect(firstMessage(pattern({ toDate: '9999-12-31' }))).toMatch(/^重复时段将生成\d+个时段/);
  });

  it('names the count of a mission saved with more than 200 shifts', () => {
    const shift = {
      startTime: '2026-05-01 09:00',
      endTime: '2026-05-01 10:00',
      quota: 1,
      creditMinutes: 60,
    };
    const messages = saveMissionInputSchema
      .safeParse({ times: Array.from({ length: 201 }, () => shift) })
      .error?.issues.filter((i) => i.path[0] === 'times')
      .map((i) => i.message);
    expect(messages).toContain('活动时段最多200个，当前为201个');
  });

  it('reads weekdays and distances between China days', () => {
    expect(weekdayOfDay('2026-01-03')).toBe(6);
    expect(weekdayOfDay('2026-01-04')).toBe(7);
    expect(weekdayOfDay('2026-01-05')).toBe(1);
    expect(daysBetween('2026-02-28', '2026-03-01')).toBe(1);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-03-01', '2026-02-28')).toBe(-1);
  });
});
