import { describe, expect, it } from 'vitest';
import { creditCodeCheckChar, hasValidCreditCodeCheck, isValidCreditCode } from './credit-code';

describe('isValidCreditCode', () => {
  it('accepts 2 letters or digits, 6 digits and 10 letters or digits', () => {
    for (const value of [
      '91350100M000100Y43',
      '11100000000013127X',
      '52440000MJL1234567',
      'A1440106ABCDEFGHIJ',
      '000000000000000000',
    ]) {
      expect(isValidCreditCode(value)).toBe(true);
    }
  });

  it('rejects letters in the 6-digit division code', () => {
    expect(isValidCreditCode('9135A100M000100Y43')).toBe(false);
    expect(isValidCreditCode('913501X0M000100Y43')).toBe(false);
  });

  it('rejects lower-case letters', () => {
    expect(isValidCreditCode('91350100m000100y43')).toBe(false);
    expect(isValidCreditCode('a1440106ABCDEFGHIJ')).toBe(false);
  });

  it('rejects any length but 18', () => {
    expect(isValidCreditCode('91350100M000100Y4')).toBe(false);
    expect(isValidCreditCode('91350100M000100Y431')).toBe(false);
    expect(isValidCreditCode('')).toBe(false);
  });

  it('rejects symbols and spaces', () => {
    expect(isValidCreditCode('91350100M000100Y4-')).toBe(false);
    expect(isValidCreditCode(' 1350100M000100Y43')).toBe(false);
  });
});

describe('hasValidCreditCodeCheck', () => {
  it.each(['91350100M000100Y43', '91110000802100433B'])('accepts the real code %s', (code) => {
    expect(hasValidCreditCodeCheck(code)).toBe(true);
  });

  it('refuses a code whose last character does not match', () => {
    expect(hasValidCreditCodeCheck('91350100M000100Y44')).toBe(false);
    expect(creditCodeCheckChar('91350100M000100Y4')).toBe('3');
  });

  it('refuses letters outside the alphabet (I, O, S, V, Z) and wrong shapes', () => {
    expect(hasValidCreditCodeCheck('91350100M0001OOY43')).toBe(false);
    expect(hasValidCreditCodeCheck('9135')).toBe(false);
  });
});
