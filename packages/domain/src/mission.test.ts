import { describe, expect, it } from 'vitest';
import { parseChinaDateTime } from './schema-helpers';
import { findMissionListQuerySchema } from './mission-manage';
import { saveMissionInputSchema } from './mission-save';
import { auditMpInputSchema } from './mission-manage';
import {
  applicationStateLabels,
  missionStatusLabels,
  serviceTypeLabel,
} from './format/mission-labels';

const base = {
  subject: '关爱长者',
  missionType: '03',
  serviceTimeType: '1',
  address: '天河路1号',
  recruitStart: '2026-11-20 08:00',
  recruitEnd: '2026-11-30 18:00',
  serviceStart: '2026-12-01 08:00',
  serviceEnd: '2026-12-05 18:00',
  contactName: '陈',
  contactPhone: '13800138000',
  times: [
    { startTime: '2026-12-01 09:00', endTime: '2026-12-01 12:00', quota: 10, creditMinutes: 180 },
  ],
};
const firstMessage = (input: object) =>
  saveMissionInputSchema.safeParse(input).error?.issues[0]?.message;

describe('parseChinaDateTime', () => {
  it('reads local text as China time and refuses impossible dates', () => {
    expect(parseChinaDateTime('2026-12-01 09:00')?.toISOString()).toBe('2026-12-01T01:00:00.000Z');
    expect(parseChinaDateTime('2026-12-01')?.toISOString()).toBe('2026-11-30T16:00:00.000Z');
    expect(parseChinaDateTime('2026-12-01T09:00:00Z')?.toISOString()).toBe(
      '2026-12-01T09:00:00.000Z',
    );
    expect(parseChinaDateTime('2024-02-30')).toBeNull();
    expect(parseChinaDateTime('tomorrow')).toBeNull();
  });
});

describe('mission schemas', () => {
  it('treats blank list filters as absent', () => {
    const q = findMissionListQuerySchema.parse({
      type: '',
      subject: ' ',
      missionId: '',
      pageIndex: '',
    });
    expect(q).toMatchObject({ pageIndex: 1, pageSize: 10, type: undefined, subject: undefined });
  });

  it('accepts a valid mission, shifts as JSON text from a form, and labels as a comma list', () => {
    const parsed = saveMissionInputSchema.parse({
      ...base,
      labels: '助老, 陪伴',
      times: JSON.stringify(base.times),
    });
    expect(parsed.labels).toEqual(['助老', '陪伴']);
    expect(parsed.times[0]!.quota).toBe(10);
    expect(parsed.hasWaitlist).toBe(false);
  });

  it('names the broken rule', () => {
    expect(firstMessage({ ...base, serviceEnd: '2026-12-01 07:00' })).toBe(
      '服务结束时间须晚于服务开始时间',
    );
    expect(firstMessage({ ...base, recruitEnd: '2026-12-06 00:00' })).toBe(
      '招募结束时间不能晚于服务结束时间',
    );
    expect(firstMessage({ ...base, missionType: '42' })).toBe('服务类别不正确');
    expect(firstMessage({ ...base, contactPhone: 'call me' })).toBe('联系电话格式不正确');
    expect(firstMessage({ ...base, coverImage: '/uploads/../etc/passwd' })).toBe(
      '封面图片路径不正确',
    );
    const backwards = [{ ...base.times[0], endTime: '2026-12-01 08:30' }];
    expect(firstMessage({ ...base, times: backwards })).toBe('第1个时段的结束时间须晚于开始时间');
  });

  it('splits and de-duplicates audit ids and needs a reason to reject', () => {
    expect(
      auditMpInputSchema.parse({ missionPersonlIds: '3,3,4', action: 'accept' }).missionPersonlIds,
    ).toEqual([3, 4]);
    expect(
      auditMpInputSchema.safeParse({ missionPersonlIds: '3', action: 'reject' }).error?.issues[0]
        ?.message,
    ).toBe('不录用时须填写原因');
  });
});

describe('mission labels', () => {
  it('labels states and service types in Chinese', () => {
    expect(missionStatusLabels.published).toBe('招募中');
    expect(applicationStateLabels.waitlisted).toBe('候补中');
    expect(serviceTypeLabel('03')).toBe('助老助残');
    expect(serviceTypeLabel('zz')).toBe('其他');
  });
});
