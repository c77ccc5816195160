import { describe, expect, it } from 'vitest';
import type { OfflineShift } from '@zyz/domain';
import { readToken, refuseOffline } from './offline-checks';
import type { WaitingScan } from './offline-store';

const window = 59_000_000;
const token = `a1.42.${window}.${'A'.repeat(22)}`;
const windowStart = window * 30_000;

const shift = (over: Partial<OfflineShift> = {}): OfflineShift => ({
  missionId: '7',
  timesInfoId: '42',
  subject: '河涌清洁',
  address: '广州',
  startTime: new Date(windowStart - 3_600_000).toISOString(),
  endTime: new Date(windowStart + 3_600_000).toISOString(),
  signInTime: null,
  signOutTime: null,
  ...over,
});

const waitingIn = { clientId: 'c1', userId: '5', token, action: 'in' } as WaitingScan;

describe('refuseOffline', () => {
  it('reads the shift and window of a screen token and nothing else', () => {
    expect(readToken(token)).toEqual({ timesInfoId: '42', window });
    expect(readToken('a1.42.x.y')).toBeNull();
  });

  it('queues a token for its two windows and one more, then calls it expired', () => {
    const base = { source: { token }, action: 'in' as const, shifts: null, waiting: [] };
    expect(refuseOffline({ ...base, estimateMs: windowStart + 89_999 })).toBeNull();
    expect(refuseOffline({ ...base, estimateMs: windowStart + 90_000 })).toBe(
      '二维码已过期，请重新扫码',
    );
  });

  it('keeps sign-in before sign-out by the snapshot and the queue', () => {
    const at = { estimateMs: windowStart + 1_000, source: { token } };
    expect(refuseOffline({ ...at, action: 'out', shifts: [shift()], waiting: [] })).toBe(
      '您尚未签到，不能签退',
    );
    expect(refuseOffline({ ...at, action: 'out', shifts: null, waiting: [] })).toBeNull();
    expect(refuseOffline({ ...at, action: 'in', shifts: [shift()], waiting: [waitingIn] })).toBe(
      '您已签到，请勿重复签到',
    );
    expect(
      refuseOffline({ ...at, action: 'out', shifts: [shift()], waiting: [waitingIn] }),
    ).toBeNull();
    const signedIn = shift({ signInTime: new Date(windowStart).toISOString() });
    expect(refuseOffline({ ...at, action: 'out', shifts: [signedIn], waiting: [] })).toBeNull();
    const code = { timesInfoId: '42', code: '123456' };
    expect(
      refuseOffline({ ...at, source: code, action: 'in', shifts: [signedIn], waiting: [] }),
    ).toBe('您已签到，请勿重复签到');
  });
});
