import { describe, expect, it } from 'vitest';
import { listSearch, parsePage } from './page-param';

describe('parsePage', () => {
  it('reads a hand-edited or missing page as the first', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(null)).toBe(1);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('-2')).toBe(1);
    expect(parsePage('2.5')).toBe(1);
    expect(parsePage('abc')).toBe(1);
  });
});

describe('listSearch', () => {
  it('keeps the filters that are set and a page past the first, in that order', () => {
    expect(listSearch({ year: 2026, kind: 'training' }, 3).toString()).toBe(
      'year=2026&kind=training&page=3',
    );
    expect(listSearch({ year: null, kind: '' }, 1).toString()).toBe('');
    expect(listSearch({ state: 'accepted' }).toString()).toBe('state=accepted');
  });
});
