import { describe, expect, it } from 'vitest';
import type { Shift } from '@zyz/domain';
import { applyActionOf, applyNoticeOf, type Applicant } from './apply-action';

const now = new Date('2026-11-21T04:00:00.000Z');
const mission = {
  status: 'published' as const,
  recruitStart: '2026-11-01T00:00:00.000Z',
  recruitEnd: '2026-11-30T00:00:00.000Z',
  hasWaitlist: false,
};
const shift: Shift = {
  timesInfoId: '7',
  startTime: '2026-12-01T01:00:00.000Z',
  endTime: '2026-12-01T04:00:00.000Z',
  quota: 10,
  creditMinutes: 180,
  heldCount: 4,
  placesLeft: 6,
  waitlistCount: 0,
};
const volunteer: Applicant = { kind: 'volunteer', isLoggedOff: false };
const full = { ...shift, heldCount: 10, placesLeft: 0 };

describe('applyActionOf', () => {
  it('lets a volunteer apply to an open shift with places left', () => {
    expect(applyActionOf(mission, shift, undefined, volunteer, now)).toEqual({
      kind: 'apply',
      label: '报名',
      isWaitlist: false,
    });
  });

  it('explains the 报名条件 a volunteer does not meet, in the words the server refuses with', () => {
    const withConditions = { ...mission, unmetConditions: ['须持有急救证'] };
    expect(applyActionOf(withConditions, shift, undefined, volunteer, now)).toEqual({
      kind: 'blocked',
      label: '不符合条件',
      reason: '不符合报名条件：须持有急救证',
    });
    expect(applyNoticeOf(withConditions, volunteer, now)).toBe('不符合报名条件：须持有急救证');
    // All met, or a guest whose record the page cannot know: the usual buttons.
    expect(
      applyActionOf({ ...mission, unmetConditions: [] }, shift, undefined, volunteer, now).kind,
    ).toBe('apply');
    expect(applyActionOf(withConditions, shift, undefined, { kind: 'guest' }, now).kind).toBe(
      'login',
    );
  });

  it('sends a guest to log in first', () => {
    expect(applyActionOf(mission, shift, undefined, { kind: 'guest' }, now).kind).toBe('login');
  });

  it('explains why an organiser or a logged-off volunteer cannot apply', () => {
    const org = applyActionOf(mission, shift, undefined, { kind: 'organizer' }, now);
    expect(org).toMatchObject({ kind: 'blocked', reason: expect.stringContaining('组织账号') });
    const off = applyActionOf(
      mission,
      shift,
      undefined,
      { kind: 'volunteer', isLoggedOff: true },
      now,
    );
    expect(off).toMatchObject({ kind: 'blocked', reason: '账号处于注销状态，不能报名活动' });
  });

  it("shows the caller's own state instead of a button", () => {
    expect(applyActionOf(mission, shift, 'pending', volunteer, now)).toMatchObject({
      kind: 'state',
      label: '待审核',
    });
    expect(applyActionOf(mission, full, 'waitlisted', volunteer, now)).toMatchObject({
      label: '候补中',
    });
    expect(applyActionOf(mission, shift, 'rejected', volunteer, now)).toMatchObject({
      label: '未录用',
    });
  });

  it('opens the shift again after the volunteer cancelled', () => {
    expect(applyActionOf(mission, shift, 'cancelled', volunteer, now).kind).toBe('apply');
  });

  it('offers the waitlist on a full shift only when the mission keeps one', () => {
    expect(applyActionOf(mission, full, undefined, volunteer, now)).toMatchObject({
      kind: 'blocked',
      reason: '该时段名额已满',
    });
    expect(
      applyActionOf({ ...mission, hasWaitlist: true }, full, undefined, volunteer, now),
    ).toEqual({ kind: 'apply', label: '候补报名', isWaitlist: true });
  });

  it('refuses outside the recruiting period, after the shift and on closed or cancelled missions', () => {
    const reason = (m: typeof mission, s = shift, at = now) =>
      applyActionOf(m, s, undefined, { kind: 'guest' }, at);
    expect(reason({ ...mission, recruitStart: '2026-11-25T00:00:00.000Z' })).toMatchObject({
      reason: '活动尚未开始招募',
    });
    expect(reason({ ...mission, recruitEnd: '2026-11-20T00:00:00.000Z' })).toMatchObject({
      reason: '活动招募已截止',
    });
    expect(reason(mission, { ...shift, endTime: '2026-11-21T03:00:00.000Z' })).toMatchObject({
      reason: '该时段已结束',
    });
    expect(reason({ ...mission, status: 'closed' as never })).toMatchObject({
      reason: '活动已结束招募',
    });
    expect(reason({ ...mission, status: 'cancelled' as never })).toMatchObject({
      reason: '活动已取消，不能报名',
    });
  });
});

describe('applyNoticeOf', () => {
  it('gives one notice when no shift can be applied for, none when rows decide', () => {
    expect(applyNoticeOf(mission, volunteer, now)).toBeNull();
    expect(applyNoticeOf(mission, { kind: 'guest' }, now)).toBeNull();
    expect(applyNoticeOf({ ...mission, status: 'closed' as never }, volunteer, now)).toBe(
      '活动已结束招募',
    );
    expect(applyNoticeOf(mission, { kind: 'organizer' }, now)).toContain('组织账号不能报名活动');
  });
});
