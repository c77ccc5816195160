import { describe, expect, it } from 'vitest';
import { findMissionListQuerySchema } from './mission-manage';
import { formatLiveDateTime, regionOfAddress } from './wire-vocabulary';

describe('live-platform vocabulary', () => {
  it('formats an instant as the live platform’s China-time stamp', () => {
    expect(formatLiveDateTime(new Date('2026-11-30T17:05:09.500Z'))).toBe('2026-12-01 01:05:09');
    expect(formatLiveDateTime(null)).toBeNull();
  });

  it('reads the region from the start of an address', () => {
    expect(regionOfAddress('广州市海珠区阅江西路222号广州塔南广场')).toBe('广州市海珠区');
    expect(regionOfAddress('广东省广州市天河区天河路385号')).toBe('广东省广州市天河区');
    expect(regionOfAddress('深圳市盐田区大梅沙海滨公园')).toBe('深圳市盐田区');
    expect(regionOfAddress('天河体育中心东门')).toBe('');
  });

  it('maps findMissionList tab codes to statuses and refuses unknown ones', () => {
    const typeOf = (type: unknown) => findMissionListQuerySchema.safeParse({ type });
    expect(typeOf('1').data?.type).toBeUndefined();
    expect(typeOf(1).success).toBe(true);
    expect(typeOf('2').data?.type).toBe('draft');
    expect(typeOf('5').data?.type).toBe('cancelled');
    expect(typeOf('published').data?.type).toBe('published');
    expect(typeOf('').data?.type).toBeUndefined();
    expect(typeOf('7').error?.issues[0]?.message).toContain('1（全部）');
  });
});
