import { describe, expect, it } from 'vitest';
import {
  districtChildrenQuerySchema,
  intellectActionQuerySchema,
  listOrgQuerySchema,
} from './mission-discovery';
import { calendarFeedQuerySchema } from './mission-calendar';
import { portalMissionListQuerySchema } from './mission-apply';

const firstMessage = (schema: { safeParse: (v: unknown) => unknown }, input: object) =>
  (schema.safeParse(input) as { error?: { issues: { message: string }[] } }).error?.issues[0]
    ?.message;

describe('intellectAction query', () => {
  it('defaults to 8 and takes a position only as a pair', () => {
    expect(intellectActionQuerySchema.parse({ channel: 'pc', lat: '', lng: '', size: '' })).toEqual(
      { channel: 'pc', size: 8 },
    );
    expect(intellectActionQuerySchema.parse({ lat: '23.1', lng: '113.2', size: '20' })).toEqual({
      lat: 23.1,
      lng: 113.2,
      size: 20,
    });
    expect(firstMessage(intellectActionQuerySchema, { lng: '113' })).toBe('经度和纬度须同时提供');
    expect(firstMessage(intellectActionQuerySchema, { size: '21' })).toBe('推荐数量最多为20');
    expect(firstMessage(intellectActionQuerySchema, { size: '2.5' })).toBe('推荐数量必须是整数');
    expect(firstMessage(intellectActionQuerySchema, { lat: '1', lng: '181' })).toBe('经度超出范围');
  });
});

describe('organisation tree queries', () => {
  it('treat a blank parent as the top and refuse long keywords', () => {
    expect(districtChildrenQuerySchema.parse({ parentId: '' })).toEqual({});
    expect(districtChildrenQuerySchema.parse({ parentId: '7' })).toEqual({ parentId: 7 });
    expect(firstMessage(listOrgQuerySchema, { keyword: '青'.repeat(51) })).toBe(
      '关键词不能超过50个字',
    );
    expect(listOrgQuerySchema.parse({ keyword: '  青年  ' }).keyword).toBe('青年');
  });
});

describe('mission list status and calendar feed', () => {
  it("accept 'ended' and reset 0/1 only", () => {
    expect(portalMissionListQuerySchema.parse({ status: 'ended' }).status).toBe('ended');
    expect(firstMessage(portalMissionListQuerySchema, { status: 'cancelled' })).toBe(
      '活动状态不正确',
    );
    expect(calendarFeedQuerySchema.parse({ reset: '1' }).reset).toBe('1');
    expect(firstMessage(calendarFeedQuerySchema, { reset: 'yes' })).toBe('参数 reset 只能为0或1');
  });
});
