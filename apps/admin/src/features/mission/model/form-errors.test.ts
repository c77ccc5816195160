import { describe, expect, it } from 'vitest';
import { fieldForServerMessage, validatePayload } from './form-errors';
import type { SaveMissionPayload } from './mission-form';

const valid: SaveMissionPayload = {
  subject: '关爱长者',
  missionType: '03',
  serviceTimeType: 1,
  labels: [],
  address: '越秀区',
  recruitStart: '2026-11-20 08:00',
  recruitEnd: '2026-11-30 18:00',
  serviceStart: '2026-12-01 08:00',
  serviceEnd: '2026-12-05 18:00',
  requirements: '',
  contactName: '陈',
  contactPhone: '13800138000',
  hasWaitlist: false,
  description: '',
  times: [
    { startTime: '2026-12-01 09:00', endTime: '2026-12-01 12:00', quota: 10, creditMinutes: 180 },
    { startTime: '2026-12-02 09:00', endTime: '2026-12-02 12:00', quota: 5, creditMinutes: 180 },
  ],
};

describe('validatePayload', () => {
  it('passes a mission the server would accept', () => {
    expect(validatePayload(valid)).toEqual([]);
  });

  it('puts the shift-outside-the-service-period message on that shift', () => {
    const times = [
      valid.times[0]!,
      { ...valid.times[1]!, startTime: '2026-11-30 09:00', endTime: '2026-11-30 12:00' },
    ];
    expect(validatePayload({ ...valid, times })).toEqual([
      { name: ['times', 1, 'period'], errors: ['第2个时段须在服务时间范围内'] },
    ]);
  });

  it('puts period, quota and pairing messages on the fields the organiser sees', () => {
    const errors = validatePayload({
      ...valid,
      serviceEnd: '2026-12-01 07:00',
      latitude: 23.1,
      times: [{ ...valid.times[0]!, quota: 0 }],
    });
    expect(errors).toContainEqual({
      name: ['servicePeriod'],
      errors: ['服务结束时间须晚于服务开始时间'],
    });
    expect(errors).toContainEqual({ name: ['times', 0, 'quota'], errors: ['招募人数至少为1'] });
    expect(errors).toContainEqual({ name: ['latitude'], errors: ['经纬度须同时填写'] });
  });

  it('names an empty required field in Chinese', () => {
    expect(validatePayload({ ...valid, subject: '  ' })).toEqual([
      { name: ['subject'], errors: ['活动名称不能为空'] },
    ]);
  });
});

describe('fieldForServerMessage', () => {
  it('places a server refusal about a shift on that shift', () => {
    expect(fieldForServerMessage('第2个时段已有3人报名，招募人数不能少于此数')).toEqual([
      'times',
      1,
      'period',
    ]);
    expect(fieldForServerMessage('招募结束时间不能晚于服务结束时间')).toEqual(['recruitPeriod']);
    expect(fieldForServerMessage('服务类别不正确')).toBeNull();
    expect(fieldForServerMessage('活动已取消，不能修改')).toBeNull();
  });
});
