/** A list of slot numbers that grows by doubling: one typed array, no boxed numbers. */
export class SlotList {
  items = new Uint32Array(4);
  length = 0;
  /** How many items the list held when the catalog was sealed: those are in slot order. */
  sealedLength = 0;

  push(slot: number) {
    if (this.length === this.items.length) {
      const grown = new Uint32Array(this.items.length * 2);
      grown.set(this.items);
      this.items = grown;
    }
    this.items[this.length++] = slot;
  }
}

/** Slot lists by key, made on first use. */
export class Postings<K> {
  readonly lists = new Map<K, SlotList>();

  add(key: K, slot: number) {
    let list = this.lists.get(key);
    if (!list) this.lists.set(key, (list = new SlotList()));
    list.push(slot);
  }
}

type Column = Uint8Array | Uint16Array | Uint32Array | Float64Array;

/** A copy of `column` with room for `capacity` slots (the new slots zero). */
export function grown<C extends Column>(column: C, capacity: number): C {
  const next = new (column.constructor as new (n: number) => C)(capacity);
  next.set(column);
  return next;
}
