import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format';

describe('formatDateTime', () => {
  it('shows a time to the minute', () => {
    expect(formatDateTime('2026-03-05T08:09:00')).toBe('2026-03-05 08:09');
  });

  it('gives an empty string for a missing or unreadable time', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});
