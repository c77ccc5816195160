import { grown } from './growable';

/** `a` comes strictly before `b`. */
export type Before = (a: number, b: number) => boolean;

/**
 * Every slot of the catalog in one order (newest first, or soonest start). A long base array
 * sorted once, and beside it the few slots added or re-keyed since, kept sorted; a walk merges
 * the two and skips a slot's old place in the base. Merging them again is a linear pass, so an
 * organiser's edit never costs a sort of millions.
 */
export class SlotOrder {
  private base: Uint32Array = new Uint32Array(0);
  private fresh: number[] = [];
  /** 1: the slot's place in the base no longer counts (it moved, or sits in `fresh`). */
  private moved = new Uint8Array(0);
  private inBase = new Uint8Array(0);

  /**
   * `freshLimit`: how many moved slots wait beside the base before it is merged again (one
   * linear pass over the base).
   */
  constructor(
    private readonly before: Before,
    private readonly freshLimit = 4_096,
  ) {}

  /** Sorts all `slots` into the base: the catalog's first load. */
  rebuild(slots: Uint32Array, capacity: number) {
    this.adopt(
      slots.slice().sort((a, b) => (this.before(a, b) ? -1 : 1)),
      capacity,
    );
  }

  /** Takes `sorted` as the base, already in this order. */
  adopt(sorted: Uint32Array, capacity: number) {
    this.ensure(capacity);
    this.base = sorted;
    this.fresh = [];
    this.moved.fill(0);
    this.inBase.fill(0);
    for (const slot of this.base) this.inBase[slot] = 1;
  }

  ensure(capacity: number) {
    if (this.moved.length >= capacity) return;
    this.moved = grown(this.moved, capacity);
    this.inBase = grown(this.inBase, capacity);
  }

  /** The base is every slot in slot order (the catalog was loaded in this order). */
  isSlotOrder(): boolean {
    return this.base.every((slot, i) => slot === i);
  }

  /** Slots added or re-keyed since the base was built, in order. */
  get freshSlots(): readonly number[] {
    return this.fresh;
  }

  /** Whether the slot's place in the base no longer counts. */
  isMoved(slot: number): boolean {
    return this.moved[slot] === 1;
  }

  /** The slot is new or its key changed: it takes its place among the fresh ones. */
  place(slot: number) {
    if (this.inBase[slot]) this.moved[slot] = 1;
    const at = this.fresh.indexOf(slot);
    if (at >= 0) this.fresh.splice(at, 1);
    let lo = 0;
    let hi = this.fresh.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.before(this.fresh[mid]!, slot)) lo = mid + 1;
      else hi = mid;
    }
    this.fresh.splice(lo, 0, slot);
    if (this.fresh.length > this.freshLimit) this.merge();
  }

  /** Visits slots in order until `visit` answers false. */
  walk(visit: (slot: number) => boolean) {
    const { base, fresh, moved, before } = this;
    let i = 0;
    let j = 0;
    for (;;) {
      while (i < base.length && moved[base[i]!]) i++;
      const fromBase = i < base.length;
      const fromFresh = j < fresh.length;
      if (!fromBase && !fromFresh) return;
      const slot =
        fromFresh && (!fromBase || before(fresh[j]!, base[i]!)) ? fresh[j++]! : base[i++]!;
      if (!visit(slot)) return;
    }
  }

  /** Set when the base was merged again: it is no longer the order it was built in. */
  merged = false;

  private merge() {
    this.merged = true;
    const all = new Uint32Array(this.base.length + this.fresh.length);
    let n = 0;
    this.walk((slot) => {
      all[n++] = slot;
      return true;
    });
    this.base = all.subarray(0, n);
    this.fresh = [];
    this.moved.fill(0);
    this.inBase.fill(0);
    for (const slot of this.base) this.inBase[slot] = 1;
  }
}
