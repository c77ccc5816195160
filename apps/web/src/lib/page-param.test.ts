import { describe, expect, it } from 'vitest';
import { parsePage } from './page-param';

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
