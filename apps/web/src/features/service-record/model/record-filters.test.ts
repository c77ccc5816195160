import { describe, expect, it } from 'vitest';
import { parseKind, parseYear, yearOptions } from './record-filters';

// 2027-01-01 02:00 in China, still 2026 in UTC.
const now = new Date('2026-12-31T18:00:00Z');

describe('parseYear', () => {
  it('takes a year up to the current China year', () => {
    expect(parseYear('2027', now)).toBe(2027);
    expect(parseYear('2020', now)).toBe(2020);
  });
  it('reads anything else as all years', () => {
    for (const raw of [null, '', '2028', '2017', '2020.5', 'abc'])
      expect(parseYear(raw, now)).toBeNull();
  });
});

describe('parseKind', () => {
  it('knows service and training only', () => {
    expect(parseKind('service')).toBe('service');
    expect(parseKind('training')).toBe('training');
    expect(parseKind('final')).toBe('');
    expect(parseKind(null)).toBe('');
  });
});

describe('yearOptions', () => {
  it('lists the current China year first down to 2018', () => {
    const years = yearOptions(now);
    expect(years[0]).toBe(2027);
    expect(years.at(-1)).toBe(2018);
    expect(years).toHaveLength(10);
  });
});
