import { describe, expect, it } from 'vitest';
import type { UserMission } from '@zyz/domain';
import { rowActions, stateNote } from './row-actions';

const now = new Date('2026-11-21T04:00:00.000Z');
const row = (over: Partial<UserMission>): UserMission => ({
  missionPersonlId: '7',
  missionId: '3',
  subject: '社区长者探访',
  missionType: '03',
  missionStatus: 'published',
  districtName: '广州市青年志愿者协会',
  address: '天河路1号',
  coverImage: null,
  timesInfoId: '11',
  startTime: '2026-12-01T01:00:00.000Z',
  endTime: '2026-12-01T04:00:00.000Z',
  creditMinutes: 180,
  state: 'pending',
  reason: null,
  waitlistPosition: null,
  appliedAt: '2026-11-20T02:00:00.000Z',
  decidedAt: null,
  canCancel: true,
  canDelete: false,
  ...over,
});

describe('rowActions', () => {
  it('follows the server flags for cancel and delete', () => {
    expect(rowActions(row({ canCancel: true, canDelete: false }), now)).toMatchObject({
      canCancel: true,
      canDelete: false,
    });
    expect(
      rowActions(row({ state: 'rejected', canCancel: false, canDelete: true }), now),
    ).toMatchObject({ canCancel: false, canDelete: true });
  });

  it('offers the calendar only for an accepted shift that has not ended', () => {
    expect(rowActions(row({ state: 'accepted' }), now).canAddToCalendar).toBe(true);
    expect(rowActions(row({ state: 'pending' }), now).canAddToCalendar).toBe(false);
    expect(rowActions(row({ state: 'waitlisted' }), now).canAddToCalendar).toBe(false);
    const ended = row({ state: 'accepted', endTime: '2026-11-21T03:59:00.000Z' });
    expect(rowActions(ended, now).canAddToCalendar).toBe(false);
  });

  it('offers 签到/签退 for an accepted shift from an hour before it to an hour after', () => {
    const shift = { startTime: '2026-11-21T05:00:00.000Z', endTime: '2026-11-21T08:00:00.000Z' };
    const at = (iso: string, state: UserMission['state'] = 'accepted') =>
      rowActions(row({ state, ...shift }), new Date(iso)).canSignAttendance;
    expect(at('2026-11-21T03:59:00.000Z')).toBe(false);
    expect(at('2026-11-21T04:00:00.000Z')).toBe(true);
    expect(at('2026-11-21T06:30:00.000Z')).toBe(true);
    expect(at('2026-11-21T09:00:00.000Z')).toBe(true);
    expect(at('2026-11-21T09:01:00.000Z')).toBe(false);
    expect(at('2026-11-21T06:30:00.000Z', 'pending')).toBe(false);
    expect(rowActions(row({ state: 'accepted' }), now).canSignAttendance).toBe(false);
  });
});

describe('stateNote', () => {
  it('names the waitlist place and the rejection reason', () => {
    expect(stateNote(row({ state: 'waitlisted', waitlistPosition: 2 }))).toBe('候补第2位');
    expect(stateNote(row({ state: 'rejected', reason: '年龄不符合要求' }))).toBe(
      '未录用原因：年龄不符合要求',
    );
  });

  it('says when the organiser cancelled the whole mission', () => {
    expect(stateNote(row({ state: 'cancelled', missionStatus: 'cancelled' }))).toBe(
      '活动已被组织方取消',
    );
    expect(stateNote(row({ state: 'cancelled' }))).toBeNull();
    expect(stateNote(row({ state: 'accepted' }))).toBeNull();
  });
});
