import { grown } from './growable';

/**
 * Every slot's folded subject as UTF-16 code units in one typed array, with its start and
 * length per slot. As four million strings the subjects were 224 MB of the heap and 440 ms of
 * a full collection's 800 (which the process runs every ~10 s under load, and every answer in
 * flight waits for); a typed array's contents are never marked. A changed subject is written
 * anew at the end; the array is compacted when half of it is left behind by such changes.
 */
export class SubjectTexts {
  private units = new Uint16Array(1_024);
  private used = 0;
  /** Code units of the current subjects (the rest of `used` is left behind by changes). */
  private live = 0;
  private starts = new Uint32Array(0);
  private lengths = new Uint16Array(0);

  grow(capacity: number) {
    this.starts = grown(this.starts, capacity);
    this.lengths = grown(this.lengths, capacity);
  }

  set(slot: number, text: string) {
    const at = this.reserve(slot, text.length);
    for (let i = 0; i < text.length; i++) this.units[at + i] = text.charCodeAt(i);
  }

  /** `fromSlot`'s subject in `from`, as this slot's, without making a string of it. */
  copy(slot: number, from: SubjectTexts, fromSlot: number) {
    const start = from.starts[fromSlot]!;
    const length = from.lengths[fromSlot]!;
    const at = this.reserve(slot, length);
    this.units.set(from.units.subarray(start, start + length), at);
  }

  equals(slot: number, text: string): boolean {
    const start = this.starts[slot]!;
    if (this.lengths[slot] !== text.length) return false;
    for (let i = 0; i < text.length; i++)
      if (this.units[start + i] !== text.charCodeAt(i)) return false;
    return true;
  }

  /** As String.prototype.includes on the subject: code unit by code unit. */
  includes(slot: number, keyword: string): boolean {
    const m = keyword.length;
    if (m === 0) return true;
    const { units } = this;
    const start = this.starts[slot]!;
    const first = keyword.charCodeAt(0);
    outer: for (let i = start, last = start + this.lengths[slot]! - m; i <= last; i++) {
      if (units[i] !== first) continue;
      for (let j = 1; j < m; j++) if (units[i + j] !== keyword.charCodeAt(j)) continue outer;
      return true;
    }
    return false;
  }

  /** Room for `length` units as `slot`'s subject; the start it was given. */
  private reserve(slot: number, length: number): number {
    if (length > 0xffff) throw new RangeError('活动名称过长');
    this.live += length - this.lengths[slot]!;
    this.lengths[slot] = 0;
    if (this.used + length > this.units.length) {
      if (this.used - this.live > this.live) this.compact();
      if (this.used + length > this.units.length) {
        let size = this.units.length * 2;
        while (size < this.used + length) size *= 2;
        this.units = grown(this.units, size);
      }
    }
    const at = this.used;
    this.starts[slot] = at;
    this.lengths[slot] = length;
    this.used += length;
    return at;
  }

  /** Writes the current subjects again, front to back, leaving out what changes left behind. */
  private compact() {
    const units = new Uint16Array(this.units.length);
    let used = 0;
    for (let slot = 0; slot < this.starts.length; slot++) {
      const start = this.starts[slot]!;
      const length = this.lengths[slot]!;
      units.set(this.units.subarray(start, start + length), used);
      this.starts[slot] = used;
      used += length;
    }
    this.units = units;
    this.used = used;
  }
}
