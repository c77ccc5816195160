import { describe, expect, it } from 'vitest';
import { formatMessageTime } from './message-time';
import { parseReadFilter, unreadBadgeCount } from './site-message';

describe('site message helpers', () => {
  it('reads only 0 from the URL as the unread tab', () => {
    expect(parseReadFilter('0')).toBe('0');
    expect(parseReadFilter('1')).toBe('');
    expect(parseReadFilter(null)).toBe('');
  });

  it('shows no badge for zero, missing or broken counts', () => {
    expect(unreadBadgeCount(undefined)).toBe(0);
    expect(unreadBadgeCount({ unread: 0 })).toBe(0);
    expect(unreadBadgeCount({ unread: -1 })).toBe(0);
    expect(unreadBadgeCount({ unread: Number.NaN })).toBe(0);
    expect(unreadBadgeCount({ unread: 3 })).toBe(3);
  });

  it('dates a message on the China calendar', () => {
    const now = new Date('2026-11-21T04:00:00.000Z'); // 12:00 in Guangzhou
    expect(formatMessageTime('2026-11-21T01:30:00.000Z', now)).toBe('今天 09:30');
    // 20:00 UTC on the 20th is 04:00 on the 21st in Guangzhou: still today there.
    expect(formatMessageTime('2026-11-20T20:00:00.000Z', now)).toBe('今天 04:00');
    expect(formatMessageTime('2026-11-20T15:00:00.000Z', now)).toBe('11-20 23:00');
    expect(formatMessageTime('2025-12-31T17:00:00.000Z', now)).toBe('01-01 01:00');
    expect(formatMessageTime('2025-12-31T15:00:00.000Z', now)).toBe('2025-12-31 23:00');
  });
});
