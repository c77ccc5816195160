import { describe, expect, it } from 'vitest';
import { formatMinutes, minutesToHoursBD, starLevelForMinutes } from './hours';

describe('formatMinutes', () => {
  it('shows whole hours and the remaining minutes', () => {
    expect(formatMinutes(90)).toBe('1小时30分钟');
    expect(formatMinutes(61)).toBe('1小时1分钟');
    expect(formatMinutes(6001)).toBe('100小时1分钟');
  });

  it('drops the minutes part on a whole hour', () => {
    expect(formatMinutes(60)).toBe('1小时');
    expect(formatMinutes(120)).toBe('2小时');
  });

  it('shows minutes alone under an hour, and 0 as 0分钟', () => {
    expect(formatMinutes(59)).toBe('59分钟');
    expect(formatMinutes(1)).toBe('1分钟');
    expect(formatMinutes(0)).toBe('0分钟');
  });

  it('accepts numeric strings', () => {
    expect(formatMinutes('90')).toBe('1小时30分钟');
    expect(formatMinutes(' 120 ')).toBe('2小时');
    expect(formatMinutes('0')).toBe('0分钟');
  });

  it('drops fractions of a minute rather than rounding up', () => {
    expect(formatMinutes(59.9)).toBe('59分钟');
    expect(formatMinutes('90.5')).toBe('1小时30分钟');
  });

  it('gives an empty string for missing, blank, negative or non-numeric input', () => {
    for (const value of [
      null,
      undefined,
      '',
      '  ',
      -1,
      '-30',
      Number.NaN,
      'abc',
      '1小时',
      Infinity,
    ]) {
      expect(formatMinutes(value)).toBe('');
    }
  });
});

describe('minutesToHoursBD', () => {
  it('gives hours with two decimals', () => {
    expect(minutesToHoursBD(750)).toBe('12.50');
    expect(minutesToHoursBD(60)).toBe('1.00');
    expect(minutesToHoursBD(0)).toBe('0.00');
    expect(minutesToHoursBD('90')).toBe('1.50');
  });

  it('rounds to the nearest hundredth of an hour', () => {
    expect(minutesToHoursBD(1)).toBe('0.02');
    expect(minutesToHoursBD(20)).toBe('0.33');
    expect(minutesToHoursBD(40)).toBe('0.67');
    expect(minutesToHoursBD(100)).toBe('1.67');
    expect(minutesToHoursBD(90001)).toBe('1500.02');
  });

  it('gives an empty string for invalid input', () => {
    for (const value of [null, undefined, '', -5, 'abc', Number.NaN]) {
      expect(minutesToHoursBD(value)).toBe('');
    }
  });
});

describe('starLevelForMinutes', () => {
  const hours = (h: number) => h * 60;

  it('earns no star below 100 hours', () => {
    expect(starLevelForMinutes(0)).toBe(0);
    expect(starLevelForMinutes(hours(100) - 1)).toBe(0);
  });

  it('earns each star on reaching 100, 300, 600, 1000 and 1500 hours', () => {
    expect(starLevelForMinutes(hours(100))).toBe(1);
    expect(starLevelForMinutes(hours(300) - 1)).toBe(1);
    expect(starLevelForMinutes(hours(300))).toBe(2);
    expect(starLevelForMinutes(hours(600))).toBe(3);
    expect(starLevelForMinutes(hours(1000) - 1)).toBe(3);
    expect(starLevelForMinutes(hours(1000))).toBe(4);
    expect(starLevelForMinutes(hours(1500))).toBe(5);
  });

  it('stops at five stars', () => {
    expect(starLevelForMinutes(hours(100000))).toBe(5);
  });

  it('accepts numeric strings and gives no star for invalid input', () => {
    expect(starLevelForMinutes('36000')).toBe(3);
    for (const value of [null, undefined, '', -1, 'abc']) {
      expect(starLevelForMinutes(value)).toBe(0);
    }
  });
});
