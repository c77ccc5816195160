import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { describeShift, isBlankShift, previewRepeat, toShiftValues } from './repeat-shifts';
import { toSavePayload } from './mission-form';

// The organiser's laptop is set to another zone: the pattern is still China's days and hours.
const originalTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Los_Angeles';
});
afterAll(() => {
  process.env.TZ = originalTz;
});

const picked = (text: string) => dayjs(text, 'YYYY-MM-DD HH:mm');
const weekly = {
  weekdays: [6, 7],
  clock: [picked('2026-01-01 07:00'), picked('2026-01-01 09:30')] as [dayjs.Dayjs, dayjs.Dayjs],
  days: [picked('2026-01-01 00:00'), picked('2026-01-31 00:00')] as [dayjs.Dayjs, dayjs.Dayjs],
  quota: 40,
  hours: 2.5,
};
const service = [picked('2026-01-01 00:00'), picked('2026-02-01 00:00')] as [
  dayjs.Dayjs,
  dayjs.Dayjs,
];

describe('重复时段 in the mission form', () => {
  it('previews the shifts the server would make, in China time', () => {
    const preview = previewRepeat(weekly, service, 0);
    expect(preview.error).toBeNull();
    // Saturdays and Sundays of January 2026.
    expect(preview.shifts).toHaveLength(9);
    expect(describeShift(preview.shifts[0]!)).toBe('2026-01-03 周六 07:00–09:30');
    expect(describeShift(preview.shifts[8]!)).toBe('2026-01-31 周六 07:00–09:30');
    // Added to the form, each saves as the same China wall-clock time.
    const values = preview.shifts.map(toShiftValues);
    const payload = toSavePayload({ times: values });
    expect(payload.times[1]).toEqual({
      startTime: '2026-01-04 07:00',
      endTime: '2026-01-04 09:30',
      quota: 40,
      creditMinutes: 150,
    });
    expect(isBlankShift(values[0]!)).toBe(false);
    expect(isBlankShift({ quota: 10, hours: 2 })).toBe(true);
  });

  it('says what to fix: no weekday, outside the service period, over 200 with those kept', () => {
    expect(previewRepeat({ ...weekly, weekdays: [] }, service, 0).error).toBe(
      '请至少选择一个星期几',
    );
    const short = [service[0], picked('2026-01-20 00:00')] as [dayjs.Dayjs, dayjs.Dayjs];
    expect(previewRepeat(weekly, short, 0)).toMatchObject({
      error: '第7个时段（2026-01-24 07:00）不在服务时间范围内，请调整日期范围或服务时间',
      outside: [6, 7, 8],
    });
    expect(previewRepeat(weekly, undefined, 0).error).toBe(
      '请先填写服务时间，重复时段须在服务时间范围内',
    );
    expect(previewRepeat(weekly, service, 195).error).toBe(
      '活动时段最多200个：已有195个，重复时段将再生成9个',
    );
  });
});
