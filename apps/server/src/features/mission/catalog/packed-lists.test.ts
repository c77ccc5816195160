import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PackedLists, Postings, type SlotList } from './packed-lists';

const itemsOf = (list: SlotList) => [...list.items.subarray(list.start, list.start + list.length)];

describe('packed slot lists', () => {
  it('keeps every list as pushed, through moves, growth and compaction', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(40), fc.nat(1_000_000)), { maxLength: 3_000 }),
        fc.nat(3),
        (pushes, firstRoom) => {
          const store = new PackedLists();
          const postings = new Postings<number>(store);
          const model = new Map<number, number[]>();
          for (const [key, slot] of pushes) {
            if (!model.has(key) && key % 5 === 0)
              store.push(postings.reserve(key, firstRoom), slot);
            else postings.add(key, slot);
            model.set(key, [...(model.get(key) ?? []), slot]);
          }
          expect(postings.size).toBe(model.size);
          for (const [key, slots] of model) expect(itemsOf(postings.get(key)!)).toEqual(slots);
          expect(postings.get(41)).toBeUndefined();
          expect(store.stats().held).toBe(pushes.length);
        },
      ),
    );
  });

  it('reclaims the room lists leave behind instead of growing without end', () => {
    const store = new PackedLists();
    const postings = new Postings<number>(store);
    for (let i = 0; i < 200_000; i++) postings.add(i % 1_000, i);
    const { held, top, capacity } = store.stats();
    expect(held).toBe(200_000);
    // Each list doubles its room as it fills: at most twice what it holds, plus room left
    // behind that is compacted once it is half the array.
    expect(top).toBeLessThanOrEqual(4 * held);
    expect(capacity).toBeLessThanOrEqual(8 * held);
    for (const key of [0, 999]) expect(postings.get(key)!.length).toBe(200);
    expect(itemsOf(postings.get(7)!).every((slot) => slot % 1_000 === 7)).toBe(true);
  });

  it('marks what each list held when sealed, and sorts a list in place', () => {
    const store = new PackedLists();
    const postings = new Postings<string>(store);
    for (const slot of [9, 3, 5]) postings.add('a', slot);
    postings.add('b', 1);
    store.seal();
    postings.add('a', 1);
    expect(postings.get('a')).toMatchObject({ length: 4, sealedLength: 3 });
    expect(postings.get('b')).toMatchObject({ length: 1, sealedLength: 1 });
    postings.sortEach();
    expect(itemsOf(postings.get('a')!)).toEqual([1, 3, 5, 9]);
    expect(postings.numberOf('b')).toBeGreaterThanOrEqual(0);
    expect(postings.numberOf('c')).toBe(-1);
  });
});
