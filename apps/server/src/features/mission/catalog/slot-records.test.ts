import { describe, expect, it } from 'vitest';
import { SlotRecords } from './slot-records';

describe('slot records', () => {
  it('keeps each field of a record apart from its neighbours, across growth', () => {
    const r = new SlotRecords();
    r.grow(2);
    const fill = (slot: number) => {
      r.setStart(slot, 1_700_000_000_000 + slot);
      r.setEnd(slot, 1_800_000_000_000 + slot);
      r.setLat(slot, slot === 1 ? NaN : 23.1 + slot);
      r.setStatus(slot, 2);
      r.setType(slot, 2_047 - slot);
      r.setPath(slot, 4_000_000_000 + slot);
    };
    fill(0);
    fill(1);
    // A status written after the type leaves the type as it was, and the other way round.
    r.setStatus(0, 1);
    r.setType(1, 5);
    r.grow(1_024);
    fill(1_023);
    expect([r.start(0), r.end(0), r.lat(0)]).toEqual([1.7e12, 1.8e12, 23.1]);
    expect([r.status(0), r.type(0), r.path(0)]).toEqual([1, 2_047, 4_000_000_000]);
    expect([r.status(1), r.type(1), r.path(1), r.lat(1)]).toEqual([2, 5, 4_000_000_001, NaN]);
    expect([r.status(1_023), r.type(1_023), r.path(1_023)]).toEqual([2, 1_024, 4_000_001_023]);
    expect([r.start(1_023), r.end(1_023)]).toEqual([1_700_000_001_023, 1_800_000_001_023]);
  });
});
