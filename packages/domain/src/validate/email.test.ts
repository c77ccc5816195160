import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email';

describe('isValidEmail', () => {
  it('accepts ordinary addresses', () => {
    for (const value of [
      'zhangsan@qq.com',
      'a@b.cn',
      'zhang.san+tag@mail.example.com.cn',
      'user_name-1@163.com',
      'USER@EXAMPLE.ORG',
      "o'brien@ex-ample.io",
    ]) {
      expect(isValidEmail(value)).toBe(true);
    }
  });

  it('rejects a missing or doubled @', () => {
    for (const value of ['zhangsan.qq.com', '@qq.com', 'zhangsan@', 'a@@qq.com', 'a@b@qq.com']) {
      expect(isValidEmail(value)).toBe(false);
    }
  });

  it('rejects a domain without a top-level part or with bad labels', () => {
    for (const value of [
      'a@localhost',
      'a@qq',
      'a@qq.c',
      'a@-qq.com',
      'a@qq-.com',
      'a@qq..com',
      'a@.qq.com',
      'a@qq.com.',
      'a@qq.123',
    ]) {
      expect(isValidEmail(value)).toBe(false);
    }
  });

  it('rejects leading, trailing or doubled dots in the mailbox', () => {
    for (const value of ['.a@qq.com', 'a.@qq.com', 'a..b@qq.com']) {
      expect(isValidEmail(value)).toBe(false);
    }
  });

  it('rejects spaces and non-ASCII characters', () => {
    for (const value of [
      'a b@qq.com',
      ' a@qq.com',
      'a@qq.com ',
      '张三@qq.com',
      'a@例子.中国',
      '',
    ]) {
      expect(isValidEmail(value)).toBe(false);
    }
  });

  it('accepts 254 characters and rejects 255', () => {
    const domain = `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.com`; // 195 characters
    const fits = `${'x'.repeat(254 - domain.length - 1)}@${domain}`;
    expect(fits.length).toBe(254);
    expect(isValidEmail(fits)).toBe(true);
    expect(isValidEmail(`x${fits}`)).toBe(false);
  });

  it('accepts a 64-character mailbox and rejects 65', () => {
    expect(isValidEmail(`${'a'.repeat(64)}@qq.com`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(65)}@qq.com`)).toBe(false);
  });
});
