import { describe, expect, it } from 'vitest';
import type { UserMission } from '@zyz/domain';
import { asksToScanAgain, isSixDigitCode, scanBody, shiftsOfToday } from './scan-body';

const shift = (timesInfoId: string, startTime: string, endTime: string) =>
  ({ timesInfoId, startTime, endTime, subject: `活动${timesInfoId}` }) as UserMission;

describe('scanBody', () => {
  it('sends the position only when the browser gave one', () => {
    expect(scanBody({ token: 't' }, 'in', null)).toEqual({ token: 't', action: 'in' });
    expect(
      scanBody({ timesInfoId: '5', code: '123456' }, 'out', { lat: 23.1, lng: 113.3 }),
    ).toEqual({ timesInfoId: '5', code: '123456', action: 'out', lat: 23.1, lng: 113.3 });
  });
});

describe('asksToScanAgain', () => {
  it('is true for the expired-code refusals only', () => {
    expect(asksToScanAgain('二维码已过期，请重新扫码')).toBe(true);
    expect(asksToScanAgain('签到码错误或已过期，请核对现场显示的签到码')).toBe(true);
    expect(asksToScanAgain('您已签到，请勿重复签到')).toBe(false);
  });
});

describe('isSixDigitCode', () => {
  it('accepts exactly six digits', () => {
    expect(isSixDigitCode(' 012345 ')).toBe(true);
    expect(isSixDigitCode('12345')).toBe(false);
    expect(isSixDigitCode('12345a')).toBe(false);
  });
});

describe('shiftsOfToday', () => {
  // 2026-11-21 10:00 in China.
  const now = new Date('2026-11-21T02:00:00Z');
  it('keeps shifts touching today in China time, earliest first', () => {
    const list = [
      shift('late', '2026-11-21T08:00:00Z', '2026-11-21T10:00:00Z'),
      // 2026-11-22 07:00 China: tomorrow.
      shift('tomorrow', '2026-11-21T23:00:00Z', '2026-11-22T01:00:00Z'),
      // Started on the 20th in UTC but 2026-11-21 06:00 in China.
      shift('early', '2026-11-20T22:00:00Z', '2026-11-21T01:00:00Z'),
      shift('yesterday', '2026-11-20T01:00:00Z', '2026-11-20T03:00:00Z'),
      shift('multiday', '2026-11-19T01:00:00Z', '2026-11-23T03:00:00Z'),
    ];
    expect(shiftsOfToday(list, now).map((s) => s.timesInfoId)).toEqual([
      'multiday',
      'early',
      'late',
    ]);
  });
});
