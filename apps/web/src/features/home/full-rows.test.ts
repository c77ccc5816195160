import { describe, expect, it } from 'vitest';
import { fullRows } from './full-rows';

describe('fullRows', () => {
  const eight = [1, 2, 3, 4, 5, 6, 7, 8];

  it('drops the cards that would sit alone on a last row', () => {
    expect(fullRows(eight.slice(0, 5), 4)).toEqual([1, 2, 3, 4]);
    expect(fullRows(eight.slice(0, 7), 2)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(fullRows(eight, 4)).toEqual(eight);
  });

  it('keeps a short list whole rather than showing nothing', () => {
    expect(fullRows([1, 2, 3], 4)).toEqual([1, 2, 3]);
    expect(fullRows([], 4)).toEqual([]);
  });

  it('keeps everything in a single column (a phone)', () => {
    expect(fullRows(eight.slice(0, 5), 1)).toEqual([1, 2, 3, 4, 5]);
  });
});
