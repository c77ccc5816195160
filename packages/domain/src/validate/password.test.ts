import { describe, expect, it } from 'vitest';
import {
  isValidPassword,
  newPasswordError,
  passwordAgainError,
  passwordMessages,
} from './password';

describe('isValidPassword', () => {
  it('accepts 8 to 20 characters with a digit, a lower-case and an upper-case letter', () => {
    for (const value of [
      'Zyz@2024pass',
      'Abcdefg1',
      'aB3_____',
      'a.B@1xyz',
      'Aa1' + 'x'.repeat(17),
    ]) {
      expect(isValidPassword(value)).toBe(true);
    }
  });

  it('rejects a password missing a digit, a lower-case or an upper-case letter', () => {
    expect(isValidPassword('Abcdefgh')).toBe(false);
    expect(isValidPassword('ABCDEFG1')).toBe(false);
    expect(isValidPassword('abcdefg1')).toBe(false);
  });

  it('rejects fewer than 8 or more than 20 characters', () => {
    expect(isValidPassword('Abcdef1')).toBe(false);
    expect(isValidPassword('Aa1' + 'x'.repeat(18))).toBe(false);
  });

  it('rejects characters other than letters, digits, _ @ and .', () => {
    for (const value of ['Abcdefg1!', 'Abcd efg1', 'Abcdefg1#', 'Abcdefg1-', 'Abcdefg1中', '']) {
      expect(isValidPassword(value)).toBe(false);
    }
  });

  it('keeps the Chinese messages the weak-password form shows', () => {
    expect(passwordMessages.format).toBe('密码格式错误，必须包含大小写字母和数字，长度8到20位');
    expect(passwordMessages.mismatch).toBe('两次输入的密码不一致');
  });
});

describe('newPasswordError / passwordAgainError', () => {
  it('names the empty field, the bad format and the mismatch in that order', () => {
    expect(newPasswordError('')).toBe(passwordMessages.empty);
    expect(newPasswordError('abc')).toBe(passwordMessages.format);
    expect(newPasswordError('Zyz@2024pass')).toBeNull();
    expect(passwordAgainError(undefined, 'Zyz@2024pass')).toBe(passwordMessages.againEmpty);
    expect(passwordAgainError('Zyz@2024pasS', 'Zyz@2024pass')).toBe(passwordMessages.mismatch);
    expect(passwordAgainError('Zyz@2024pass', 'Zyz@2024pass')).toBeNull();
  });
});
