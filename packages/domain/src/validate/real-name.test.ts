import { describe, expect, it } from 'vitest';
import { isValidRealName } from './real-name';

describe('isValidRealName', () => {
  it('accepts Chinese names, names with a middle dot and Latin names', () => {
    for (const value of ['张三', '欧阳娜娜', '阿沛·阿旺晋美', 'John', 'John·Smith', '李Lily']) {
      expect(isValidRealName(value)).toBe(true);
    }
  });

  it('accepts exactly 2 and 30 characters, rejects 1 and 31', () => {
    expect(isValidRealName('张三')).toBe(true);
    expect(isValidRealName('张'.repeat(30))).toBe(true);
    expect(isValidRealName('张')).toBe(false);
    expect(isValidRealName('张'.repeat(31))).toBe(false);
  });

  it('rejects digits, spaces and other punctuation', () => {
    for (const value of ['张三1', '张 三', 'John Smith', '张三.', '张-三', '']) {
      expect(isValidRealName(value)).toBe(false);
    }
  });
});
