import { describe, expect, it } from 'vitest';
import { maskEmail, maskIdCard, maskMobile, maskName } from './mask';

describe('maskName', () => {
  it('keeps the first character and hides each of the rest', () => {
    expect(maskName('张三')).toBe('张*');
    expect(maskName('张三丰')).toBe('张**');
    expect(maskName('欧阳娜娜')).toBe('欧***');
    expect(maskName('阿沛·阿旺晋美')).toBe('阿******');
    expect(maskName('John')).toBe('J***');
  });

  it('hides a one-character name entirely', () => {
    expect(maskName('张')).toBe('*');
  });

  it('gives an empty string for missing or blank input', () => {
    expect(maskName(null)).toBe('');
    expect(maskName(undefined)).toBe('');
    expect(maskName('')).toBe('');
    expect(maskName('  ')).toBe('');
  });
});

describe('maskMobile', () => {
  it('keeps the first 3 and last 4 digits', () => {
    expect(maskMobile('13800138000')).toBe('138****8000');
    expect(maskMobile(' 13912345678 ')).toBe('139****5678');
  });

  it('hides a value too short to keep both ends', () => {
    expect(maskMobile('12355')).toBe('*****');
  });

  it('gives an empty string for missing input', () => {
    expect(maskMobile(null)).toBe('');
    expect(maskMobile('')).toBe('');
  });
});

describe('maskIdCard', () => {
  it('keeps the first 4 and last 4 characters', () => {
    expect(maskIdCard('440106199001011234')).toBe('4401**********1234');
    expect(maskIdCard('11010519491231002X')).toBe('1101**********002X');
    expect(maskIdCard('110105491231002')).toBe('1101*******1002');
  });

  it('gives an empty string for missing input', () => {
    expect(maskIdCard(undefined)).toBe('');
    expect(maskIdCard('')).toBe('');
  });
});

describe('maskEmail', () => {
  it('keeps the first character of the mailbox and the whole domain', () => {
    expect(maskEmail('zhangsan@qq.com')).toBe('z***@qq.com');
    expect(maskEmail('ab@163.com')).toBe('a***@163.com');
  });

  it('hides a one-character mailbox entirely', () => {
    expect(maskEmail('z@qq.com')).toBe('***@qq.com');
  });

  it('masks text without an @ as a mailbox', () => {
    expect(maskEmail('zhangsan')).toBe('z***');
  });

  it('gives an empty string for missing input', () => {
    expect(maskEmail(null)).toBe('');
    expect(maskEmail('')).toBe('');
  });
});
