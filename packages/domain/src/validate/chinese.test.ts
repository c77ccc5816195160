import { describe, expect, it } from 'vitest';
import { hasChinese, isAllChinese } from './chinese';

describe('hasChinese', () => {
  it('finds an ideograph anywhere in the text', () => {
    for (const value of ['张三', 'abc张', '1号', '鿿', '㐀', '䶵']) {
      expect(hasChinese(value)).toBe(true);
    }
  });

  it('finds none in Latin text, punctuation, the middle dot or kana', () => {
    for (const value of ['', 'abc', '123', '·', '，。！', 'カタカナ', 'ひらがな', '한국어']) {
      expect(hasChinese(value)).toBe(false);
    }
  });
});

describe('isAllChinese', () => {
  it('accepts ideographs, including Extension A, with middle dots', () => {
    for (const value of ['张三', '阿沛·阿旺晋美', '㐀', '中华人民共和国']) {
      expect(isAllChinese(value)).toBe(true);
    }
  });

  it('rejects mixed text, spaces and Chinese punctuation', () => {
    for (const value of ['张三a', '张 三', ' 张三', '张三。', '张三1']) {
      expect(isAllChinese(value)).toBe(false);
    }
  });

  it('rejects empty text and text of dots alone', () => {
    expect(isAllChinese('')).toBe(false);
    expect(isAllChinese('·')).toBe(false);
    expect(isAllChinese('··')).toBe(false);
  });
});
