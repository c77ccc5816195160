import { describe, expect, it } from 'vitest';
import { isValidMobile } from './mobile';

describe('isValidMobile', () => {
  it('accepts 11 digits starting 1 with a second digit from 3 to 9', () => {
    for (const value of [
      '13800138000',
      '14512345678',
      '15012345678',
      '16612345678',
      '17712345678',
      '18912345678',
      '19912345678',
    ]) {
      expect(isValidMobile(value)).toBe(true);
    }
  });

  it('rejects a second digit of 0, 1 or 2', () => {
    for (const value of ['10012345678', '11012345678', '12012345678']) {
      expect(isValidMobile(value)).toBe(false);
    }
  });

  it('rejects numbers not starting with 1', () => {
    expect(isValidMobile('23800138000')).toBe(false);
    expect(isValidMobile('03800138000')).toBe(false);
  });

  it('rejects the wrong length', () => {
    expect(isValidMobile('1380013800')).toBe(false);
    expect(isValidMobile('138001380001')).toBe(false);
    expect(isValidMobile('')).toBe(false);
  });

  it('rejects prefixes, separators, spaces and letters', () => {
    for (const value of [
      '+8613800138000',
      '138-0013-8000',
      ' 13800138000',
      '13800138000 ',
      '1380013800a',
      '１３８００１３８０００',
    ]) {
      expect(isValidMobile(value)).toBe(false);
    }
  });
});
