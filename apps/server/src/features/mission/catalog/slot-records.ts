/** Bytes of one slot's record: two records to a 64-byte cache line. */
const recordBytes = 32;

/**
 * The fields a query tests, one record per slot: service start, service end and latitude as
 * float64, then the listed status with the service type in one uint32 and the node path's id
 * in another. A walk in an order the slots are not numbered in (soonest start, the grid's
 * rings, a list read whole) missed the processor's caches once for every column it tested;
 * the record is one miss. Every read and write goes through the methods below, the one place
 * that knows the layout.
 */
export class SlotRecords {
  /** float64 view: [4s] start, [4s + 1] end, [4s + 2] latitude (NaN: no point). */
  f = new Float64Array(0);
  /** uint32 view of the same bytes: [8s + 6] status | type << 8, [8s + 7] path id. */
  w = new Uint32Array(0);

  grow(capacity: number) {
    const buffer = new ArrayBuffer(capacity * recordBytes);
    new Uint8Array(buffer).set(new Uint8Array(this.f.buffer, 0, this.f.byteLength));
    this.f = new Float64Array(buffer);
    this.w = new Uint32Array(buffer);
  }

  start(slot: number) {
    return this.f[slot * 4]!;
  }
  end(slot: number) {
    return this.f[slot * 4 + 1]!;
  }
  lat(slot: number) {
    return this.f[slot * 4 + 2]!;
  }
  status(slot: number) {
    return this.w[slot * 8 + 6]! & 0xff;
  }
  type(slot: number) {
    return this.w[slot * 8 + 6]! >>> 8;
  }
  path(slot: number) {
    return this.w[slot * 8 + 7]!;
  }

  setStart(slot: number, value: number) {
    this.f[slot * 4] = value;
  }
  setEnd(slot: number, value: number) {
    this.f[slot * 4 + 1] = value;
  }
  setLat(slot: number, value: number) {
    this.f[slot * 4 + 2] = value;
  }
  setStatus(slot: number, status: number) {
    const at = slot * 8 + 6;
    this.w[at] = (this.w[at]! & ~0xff) | status;
  }
  setType(slot: number, type: number) {
    const at = slot * 8 + 6;
    this.w[at] = (this.w[at]! & 0xff) | (type << 8);
  }
  setPath(slot: number, path: number) {
    this.w[slot * 8 + 7] = path;
  }
}
