import { describe, expect, it } from 'vitest';
import { isValidRealName } from './real-name';

describe('isValidRealName', () => {
  it('accepts Chinese names and ethnic-minority names joined by a middle dot', () => {
    for (const value of ['张三', '欧阳娜娜', '阿沛·阿旺晋美', '阿依古丽·买买提·艾力', '㐀䶵']) {
      expect(isValidRealName(value)).toBe(true);
    }
  });

  it('refuses Latin letters, alone or mixed with Chinese', () => {
    for (const value of ['Tom', 'John·Smith', '李Lily', 'Ｔｏｍ']) {
      expect(isValidRealName(value)).toBe(false);
    }
  });

  it('refuses a dot at either end or doubled', () => {
    for (const value of ['·张三', '张三·', '阿沛··阿旺', '··']) {
      expect(isValidRealName(value)).toBe(false);
    }
  });

  it('accepts exactly 2 and 30 characters, rejects 1 and 31', () => {
    expect(isValidRealName('张三')).toBe(true);
    expect(isValidRealName('张'.repeat(30))).toBe(true);
    expect(isValidRealName('张')).toBe(false);
    expect(isValidRealName('张'.repeat(31))).toBe(false);
  });

  it('rejects digits, spaces and other punctuation', () => {
    for (const value of ['张三1', '张 三', '张三.', '张-三', '张•三', '']) {
      expect(isValidRealName(value)).toBe(false);
    }
  });
});
