import { describe, expect, it } from 'vitest';
import { isCaseless, narrowsByTerms } from './keyword-match.repository';

describe('keyword forms', () => {
  it('tests a keyword without cased letters as written, and folds one with any', () => {
    expect(isCaseless('社区服务2024')).toBe(true);
    expect(isCaseless('100%_（第3期）')).toBe(true);
    expect(isCaseless('clean行动')).toBe(false);
    expect(isCaseless('社区A')).toBe(false);
    expect(isCaseless('Ｌａｔｉｎ')).toBe(false);
    // A combining mark is what lower('İ') leaves after the i.
    expect(isCaseless('\u0307社区')).toBe(false);
  });

  it('narrows by the terms only from two characters that fold alike everywhere', () => {
    expect(narrowsByTerms('社区')).toBe(true);
    expect(narrowsByTerms('Clean行动')).toBe(true);
    expect(narrowsByTerms('讲')).toBe(false);
    expect(narrowsByTerms('Ｌａｔｉｎ')).toBe(false);
  });
});
