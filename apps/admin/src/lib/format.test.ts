import { describe, expect, it } from 'vitest';
import { formatDateTime, maskMobile } from './format';

describe('maskMobile', () => {
  it('hides the middle four digits of a mainland mobile', () => {
    expect(maskMobile('13800138000')).toBe('138****8000');
  });

  it('leaves an already masked or missing number alone', () => {
    expect(maskMobile('138****8000')).toBe('138****8000');
    expect(maskMobile(null)).toBe('');
  });
});

describe('formatDateTime', () => {
  it('gives an empty string for a missing or unreadable time', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});
