import { describe, expect, it } from 'vitest';
import { applicationStateTag, parseStateFilter, stateFilters } from './application-state';

describe('application state tags', () => {
  it('labels every state in Chinese with a distinct colour', () => {
    const states = ['pending', 'accepted', 'waitlisted', 'rejected', 'cancelled'] as const;
    const tags = states.map(applicationStateTag);
    expect(tags.map((t) => t.label)).toEqual(['待审核', '已录用', '候补中', '未录用', '已取消']);
    expect(new Set(tags.map((t) => t.color)).size).toBe(states.length);
  });

  it('offers the six filter tabs, 全部 first', () => {
    expect(stateFilters.map((f) => f.label)).toEqual([
      '全部',
      '待审核',
      '已录用',
      '候补中',
      '未录用',
      '已取消',
    ]);
  });

  it('reads an unknown or missing tab from the URL as 全部', () => {
    expect(parseStateFilter('accepted')).toBe('accepted');
    expect(parseStateFilter('bogus')).toBe('');
    expect(parseStateFilter(null)).toBe('');
  });
});
