import { describe, expect, it } from 'vitest';
import { formatChinaDateRange, formatChinaPeriod } from '../../lib/china-time';
import { formatDistance } from './format-distance';
import { missionTagOf } from './mission-tag';

const now = new Date('2026-11-21T04:00:00.000Z');
const base = {
  status: 'published' as const,
  recruitStart: '2026-11-01T00:00:00.000Z',
  recruitEnd: '2026-11-30T00:00:00.000Z',
  serviceEnd: '2026-12-10T10:00:00.000Z',
  appliedCount: 3,
  quotaTotal: 10,
  shiftCount: 1,
};

describe('missionTagOf', () => {
  it('says 招募中 only inside the recruiting period of a published mission', () => {
    expect(missionTagOf(base, now).label).toBe('招募中');
    expect(missionTagOf({ ...base, recruitStart: '2026-11-22T00:00:00.000Z' }, now).label).toBe(
      '即将招募',
    );
    expect(missionTagOf({ ...base, recruitEnd: '2026-11-21T00:00:00.000Z' }, now).label).toBe(
      '招募已截止',
    );
  });

  it('uses the domain labels for closed and cancelled, and 已结束 once the service is over', () => {
    expect(missionTagOf({ ...base, status: 'closed' }, now).label).toBe('已结束招募');
    expect(missionTagOf({ ...base, status: 'cancelled' }, now).label).toBe('已取消');
    expect(missionTagOf({ ...base, serviceEnd: '2026-11-20T00:00:00.000Z' }, now).label).toBe(
      '已结束',
    );
  });
});

describe('mission formats', () => {
  it('shows times in China time whatever the zone of the device', () => {
    expect(formatChinaPeriod('2026-12-01T01:00:00.000Z', '2026-12-01T04:30:00.000Z')).toBe(
      '2026-12-01 09:00–12:30',
    );
    // 16:00 UTC is already the next day in China.
    expect(formatChinaDateRange('2026-11-30T16:00:00.000Z', '2026-12-02T09:00:00.000Z')).toBe(
      '2026-12-01 至 2026-12-02',
    );
  });

  it('shows short distances in metres and longer ones in kilometres', () => {
    expect(formatDistance(0.42)).toBe('420米');
    expect(formatDistance(2.345)).toBe('2.3公里');
    expect(formatDistance(180.4)).toBe('180公里');
  });
});
