import { describe, expect, it } from 'vitest';
import { isValidAccountName } from './account-name';

describe('isValidAccountName', () => {
  it('accepts 8 to 20 letters and digits starting with a letter and holding a digit', () => {
    for (const value of [
      'zhangsan2024',
      'a1234567',
      'abcdefg1',
      'Z1bcdefghijklmnopqrs',
      'ABCDEFGH9',
    ]) {
      expect(isValidAccountName(value)).toBe(true);
    }
  });

  it('rejects a name starting with a digit', () => {
    expect(isValidAccountName('1zhangsan')).toBe(false);
  });

  it('rejects a name with no digit', () => {
    expect(isValidAccountName('zhangsanfeng')).toBe(false);
  });

  it('rejects fewer than 8 or more than 20 characters', () => {
    expect(isValidAccountName('a123456')).toBe(false);
    expect(isValidAccountName('a1234567890123456789x')).toBe(false);
  });

  it('rejects underscores, spaces, symbols and Chinese', () => {
    for (const value of [
      'zhang_san1',
      'zhang san1',
      'zhangsan1!',
      'zhangsan1@',
      '张三zhangsan1',
      '',
    ]) {
      expect(isValidAccountName(value)).toBe(false);
    }
  });
});
