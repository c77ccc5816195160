import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format';

describe('formatDateTime', () => {
  it('shows an instant on the China clock, to the minute', () => {
    expect(formatDateTime('2026-05-20T01:32:00Z')).toBe('2026-05-20 09:32');
    expect(formatDateTime('2026-05-20T09:32:00+08:00')).toBe('2026-05-20 09:32');
  });

  it('gives an empty string for a missing or unreadable time', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});
