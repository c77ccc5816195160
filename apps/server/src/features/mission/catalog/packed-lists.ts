import { grown } from './growable';

/**
 * A list of slot numbers as a query reads it: `length` items of `items` from `start`, of which
 * the first `sealedLength` were there when the catalog was sealed. Valid until the lists are
 * next written to (a query runs to its end without yielding, so within a query).
 */
export type SlotList = {
  readonly items: Uint32Array;
  readonly start: number;
  readonly length: number;
  readonly sealedLength: number;
};

/**
 * Every slot list of a catalog in one typed array: a list is a few numbers in typed columns
 * (where it starts, its length and room), not objects of its own. At the province's volumes
 * the lists were 1.3 M objects, each with its array and buffer, and a full collection marked
 * them all: two thirds of its time. A full list moves to the end of the array with twice its
 * room; the room it leaves is reclaimed when the array is compacted, in place.
 */
export class PackedLists {
  items = new Uint32Array(1_024);
  private top = 0;
  /** Room left behind by lists that moved: compacted away once it is half the array. */
  private unused = 0;
  private start = new Uint32Array(64);
  private length = new Uint32Array(64);
  private room = new Uint32Array(64);
  private sealed = new Uint32Array(64);
  count = 0;

  /** Room for `items` items in all, made at once (a copy of a store whose size is known). */
  reserveItems(items: number) {
    if (items > this.items.length) this.items = grown(this.items, items);
  }

  /** A new empty list with room for `room` items; its number. */
  create(room = 2): number {
    if (this.count === this.start.length) {
      const capacity = this.count * 2;
      this.start = grown(this.start, capacity);
      this.length = grown(this.length, capacity);
      this.room = grown(this.room, capacity);
      this.sealed = grown(this.sealed, capacity);
    }
    // Room before the list exists: a compaction on the way must not see it.
    const at = this.allocate(room);
    const list = this.count++;
    this.start[list] = at;
    this.room[list] = room;
    return list;
  }

  push(list: number, slot: number) {
    const length = this.length[list]!;
    if (length === this.room[list]) this.move(list, Math.max(2, length * 2));
    this.items[this.start[list]! + length] = slot;
    this.length[list] = length + 1;
  }

  view(list: number): SlotList {
    return {
      items: this.items,
      start: this.start[list]!,
      length: this.length[list]!,
      sealedLength: this.sealed[list]!,
    };
  }

  /** Sorts a list's items in place (ascending). */
  sort(list: number) {
    const from = this.start[list]!;
    this.items.subarray(from, from + this.length[list]!).sort();
  }

  /** Marks every list's items so far as sealed (see SlotList). */
  seal() {
    this.sealed.set(this.length.subarray(0, this.count));
  }

  /** Items held and room taken (for tests and the bench's reports). */
  stats() {
    let held = 0;
    for (let i = 0; i < this.count; i++) held += this.length[i]!;
    return { lists: this.count, held, top: this.top, capacity: this.items.length };
  }

  private move(list: number, room: number) {
    // Room first: a compaction moves this list too, so its start is read after.
    const to = this.allocate(room);
    const from = this.start[list]!;
    this.items.copyWithin(to, from, from + this.length[list]!);
    this.unused += this.room[list]!;
    this.start[list] = to;
    this.room[list] = room;
  }

  /** Where `room` items' room begins, at the end of the array (compacted or grown first). */
  private allocate(room: number): number {
    if (this.top + room > this.items.length) {
      if (this.unused * 2 >= this.top) this.compact();
      if (this.top + room > this.items.length) {
        let capacity = this.items.length * 2;
        while (capacity < this.top + room) capacity *= 2;
        this.items = grown(this.items, capacity);
      }
    }
    const at = this.top;
    this.top += room;
    return at;
  }

  /** Lists moved down over the room left behind, in the order they lie in the array. */
  private compact() {
    const order = new Uint32Array(this.count).map((_, i) => i);
    const { start } = this;
    order.sort((a, b) => start[a]! - start[b]!);
    let at = 0;
    for (const list of order) {
      const from = start[list]!;
      this.items.copyWithin(at, from, from + this.length[list]!);
      start[list] = at;
      at += this.room[list]!;
    }
    this.top = at;
    this.unused = 0;
  }
}

/** Slot lists by key, made on first use, all in one PackedLists. */
export class Postings<K> {
  private readonly lists = new Map<K, number>();

  constructor(readonly store: PackedLists) {}

  add(key: K, slot: number) {
    let list = this.lists.get(key);
    if (list === undefined) this.lists.set(key, (list = this.store.create()));
    this.store.push(list, slot);
  }

  /**
   * A list with room for exactly `room` items under `key`, which holds none yet; its number,
   * to fill with the store's `push` (a copy whose sizes are known).
   */
  reserve(key: K, room: number): number {
    const list = this.store.create(room);
    this.lists.set(key, list);
    return list;
  }

  get(key: K): SlotList | undefined {
    const list = this.lists.get(key);
    return list === undefined ? undefined : this.store.view(list);
  }

  /** The list's number in the store (see CellGrid), or -1. */
  numberOf(key: K): number {
    return this.lists.get(key) ?? -1;
  }

  has(key: K): boolean {
    return this.lists.has(key);
  }

  get size(): number {
    return this.lists.size;
  }

  keys(): IterableIterator<K> {
    return this.lists.keys();
  }

  /** Each key with its list (a view, valid until the lists are next written to). */
  *entries(): Generator<[K, SlotList]> {
    for (const [key, list] of this.lists) yield [key, this.store.view(list)];
  }

  sortEach() {
    for (const list of this.lists.values()) this.store.sort(list);
  }
}
