/** Ids up to this are kept in the array (256 MB at most); past it, in a map. */
const denseLimit = 1 << 26;

/**
 * Slots by mission id. Mission ids come from one sequence and are dense, so an array indexed
 * by id (the slot plus one, 0 for none) stands in for a map of four million entries, which
 * was 118 MB of the heap. An id past `denseLimit` (a sequence moved far ahead) is kept in a
 * map instead.
 */
export class SlotIndex {
  private byId = new Int32Array(0);
  private readonly sparse = new Map<number, number>();

  get(id: number): number | undefined {
    // Undefined for anything but a whole number within the array: that is the map's to answer.
    const kept = this.byId[id];
    if (kept !== undefined) return kept === 0 ? undefined : kept - 1;
    return this.sparse.get(id);
  }

  set(id: number, slot: number) {
    if (!Number.isInteger(id) || id < 0 || id >= denseLimit) {
      this.sparse.set(id, slot);
      return;
    }
    if (id >= this.byId.length) {
      let size = Math.max(1_024, this.byId.length * 2);
      while (size <= id) size *= 2;
      const grown = new Int32Array(Math.min(size, denseLimit));
      grown.set(this.byId);
      this.byId = grown;
    }
    this.byId[id] = slot + 1;
  }
}
