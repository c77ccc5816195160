import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import type { MissionDetail } from '@zyz/domain';
import { fromChinaWallClock } from '../../../lib/china-time';
import {
  emptyMissionValues,
  hoursToMinutes,
  minutesToHours,
  toFormValues,
  toSavePayload,
  type MissionFormValues,
} from './mission-form';

// An organiser's laptop may be set to any zone; the wire must still carry China time.
const originalTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Los_Angeles';
});
afterAll(() => {
  process.env.TZ = originalTz;
});

const picked = (text: string) => dayjs(text, 'YYYY-MM-DD HH:mm');

const detail: MissionDetail = {
  missionId: '42',
  subject: '关爱长者',
  missionType: '03',
  serviceTimeType: 1,
  labels: ['助老'],
  districtId: '7',
  districtName: '广州市青年志愿者协会',
  address: '越秀区',
  latitude: 23.1,
  longitude: 113.2,
  // 01:00Z is 09:00 in China.
  recruitStart: '2026-11-20T00:00:00.000Z',
  recruitEnd: '2026-11-30T10:00:00.000Z',
  serviceStart: '2026-12-01T00:00:00.000Z',
  serviceEnd: '2026-12-05T10:00:00.000Z',
  contactName: '陈',
  contactPhone: '13800138000',
  coverImage: '/uploads/abc.png',
  hasWaitlist: true,
  conditions: null,
  status: 'published',
  appliedCount: 3,
  quotaTotal: 15,
  shiftCount: 2,
  publishedAt: '2026-11-20T00:00:00.000Z',
  createdAt: '2026-11-19T00:00:00.000Z',
  requirements: '年满18岁',
  description: '第一行\n第二行',
  times: [
    {
      timesInfoId: '901',
      startTime: '2026-12-01T01:00:00.000Z',
      endTime: '2026-12-01T04:00:00.000Z',
      quota: 10,
      creditMinutes: 45,
      heldCount: 3,
      placesLeft: 7,
      waitlistCount: 0,
    },
    {
      timesInfoId: '902',
      startTime: '2026-12-02T01:00:00.000Z',
      endTime: '2026-12-02T04:00:00.000Z',
      quota: 5,
      creditMinutes: 180,
      heldCount: 0,
      placesLeft: 5,
      waitlistCount: 0,
    },
  ],
};

describe('hours ↔ minutes', () => {
  it('credits half hours as whole minutes and reads odd minutes back exactly', () => {
    expect(hoursToMinutes(2.5)).toBe(150);
    expect(hoursToMinutes(0.5)).toBe(30);
    expect(minutesToHours(150)).toBe(2.5);
    expect(hoursToMinutes(minutesToHours(45))).toBe(45);
  });
});

describe('form → saveMission payload', () => {
  it('sends picked times as China wall-clock text, whatever the browser zone', () => {
    const values: MissionFormValues = {
      ...emptyMissionValues,
      subject: '关爱长者',
      missionType: '03',
      servicePeriod: [picked('2026-12-01 08:00'), picked('2026-12-05 18:00')],
      recruitPeriod: [picked('2026-11-20 08:00'), picked('2026-11-30 18:00')],
      times: [
        { period: [picked('2026-12-01 09:00'), picked('2026-12-01 12:00')], quota: 10, hours: 3 },
      ],
    };
    const payload = toSavePayload(values);
    expect(payload.serviceStart).toBe('2026-12-01 08:00');
    expect(payload.recruitEnd).toBe('2026-11-30 18:00');
    expect(payload.times).toEqual([
      { startTime: '2026-12-01 09:00', endTime: '2026-12-01 12:00', quota: 10, creditMinutes: 180 },
    ]);
    expect(payload).not.toHaveProperty('missionId');
    expect(payload).not.toHaveProperty('coverImage');
  });

  it('leaves a blank quota or coordinate blank so the schema names it, not zero', () => {
    const payload = toSavePayload({ times: [{}], latitude: null, longitude: undefined });
    expect(payload.times[0]).toEqual({ startTime: '', endTime: '', quota: '', creditMinutes: '' });
    expect(payload.latitude).toBeUndefined();
    expect(payload.longitude).toBeUndefined();
  });
});

describe('stored mission → form → payload', () => {
  it('shows China time in the pickers and keeps every shift id on the way back', () => {
    const values = toFormValues(detail);
    expect(values.times?.[0]?.period?.[0]?.format('YYYY-MM-DD HH:mm')).toBe('2026-12-01 09:00');
    expect(values.times?.[0]?.hours).toBe(0.75);

    const payload = toSavePayload(values, detail.missionId);
    expect(payload.missionId).toBe('42');
    expect(payload.times.map((t) => t.timesInfoId)).toEqual(['901', '902']);
    expect(payload.times[0]).toMatchObject({
      startTime: '2026-12-01 09:00',
      endTime: '2026-12-01 12:00',
      creditMinutes: 45,
    });
    expect(payload.serviceStart).toBe('2026-12-01 08:00');
    expect(payload.coverImage).toBe('/uploads/abc.png');
    expect(payload.description).toBe('第一行\n第二行');
  });

  it('sends a shift added during an edit without an id, so the server creates it', () => {
    const values = toFormValues(detail);
    values.times = [
      ...(values.times ?? []),
      {
        period: [fromChinaWallClock('2026-12-03T01:00:00.000Z'), picked('2026-12-03 12:00')],
        quota: 2,
        hours: 1,
      },
    ];
    const added = toSavePayload(values, '42').times[2]!;
    expect(added).not.toHaveProperty('timesInfoId');
    expect(added.startTime).toBe('2026-12-03 09:00');
  });

  it('keeps 报名条件 on the way back, and sends none when every one is cleared', () => {
    const values = toFormValues({
      ...detail,
      conditions: {
        minAge: 18,
        maxAge: null,
        qualifications: [{ code: 'firstAidCert', name: '急救证' }],
        membersOnly: false,
        gender: null,
        genderReason: null,
      },
    });
    expect(toSavePayload(values, '42').conditions).toEqual({
      minAge: 18,
      maxAge: undefined,
      qualifications: ['firstAidCert'],
      membersOnly: false,
    });
    values.conditions = { minAge: null, qualifications: [], membersOnly: false, gender: '' };
    expect(toSavePayload(values, '42')).not.toHaveProperty('conditions');
  });
});
