import { describe, expect, it } from 'vitest';
import { chinaDateTime } from './china-time';

describe('chinaDateTime', () => {
  it('writes the China clock time, across the UTC day boundary', () => {
    expect(chinaDateTime(new Date('2026-11-20T16:30:00Z'))).toBe('2026-11-21 00:30');
    expect(chinaDateTime('2026-11-21T01:05:59.999Z')).toBe('2026-11-21 09:05');
  });

  it('writes nothing for a time not taken', () => {
    expect(chinaDateTime(null)).toBe('');
  });
});
