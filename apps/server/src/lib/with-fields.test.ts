import { describe, expect, it } from 'vitest';
import { hiddenClassChanges } from '../../test/hidden-class';
import { withFields } from './with-fields';

describe('withFields', () => {
  it('answers what the spread would: the base, then the fields over it', () => {
    const base = { id: 1, name: '甲', status: 'draft' };
    const merged = withFields(base, { status: 'published', recruiting: true });
    expect(merged).toEqual({ id: 1, name: '甲', status: 'published', recruiting: true });
    expect(Object.keys(merged)).toEqual(['id', 'name', 'status', 'recruiting']);
    expect(base).toEqual({ id: 1, name: '甲', status: 'draft' });
  });

  it('gives objects built alike one hidden class, call after call', () => {
    const built = (i: number) =>
      withFields(
        { id: i, subject: `活动 ${i}`, latitude: i / 7 },
        { distanceKm: i % 3 ? i : null },
      );
    expect(hiddenClassChanges(built)).toBe(0);
  });
});
