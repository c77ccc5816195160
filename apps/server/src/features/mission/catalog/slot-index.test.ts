import { describe, expect, it } from 'vitest';
import { SlotIndex } from './slot-index';

describe('slot index', () => {
  it('finds each id its slot across growth, and none for an id never set', () => {
    const index = new SlotIndex();
    const ids = [0, 1, 1_023, 1_024, 70_000, 4_200_016, 2 ** 26 - 1, 2 ** 26, 2 ** 40 + 3, 2.5];
    ids.forEach((id, slot) => index.set(id, slot));
    ids.forEach((id, slot) => expect(index.get(id)).toBe(slot));
    for (const id of [2, 1_025, 4_200_015, 2 ** 26 + 1, -1, 2 ** 41, 3.5])
      expect(index.get(id)).toBeUndefined();
    // A slot moved to another id's place keeps the latest.
    index.set(70_000, 0);
    expect(index.get(70_000)).toBe(0);
  });
});
