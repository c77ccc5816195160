import { CellGrid } from './cell-grid';
import { grown } from './growable';
import { PackedLists, Postings } from './packed-lists';
import { SlotRecords } from './slot-records';
import { foldCase } from './keyword-fold';
import { SlotOrder } from './slot-order';
import { SubjectTexts } from './subject-texts';
import { SlotIndex } from './slot-index';

/** What the public list filters and orders by, as read from `missions`. */
export type CatalogRow = {
  id: number;
  status: string;
  missionType: string;
  districtPath: string;
  subject: string;
  labels: string[];
  latitude: number | null;
  longitude: number | null;
  serviceStart: Date;
  serviceEnd: Date;
  publishedAt: Date | null;
};

/** Listed statuses; 0 is "not listed" (a draft, cancelled, or gone). */
export const listedStatus = { published: 1, closed: 2 } as const;

/** The end of a subject: pairs of its last character with it, so one character finds them. */
export const subjectEnd = '\u0000';

/** Grid cells of a fiftieth of a degree (about 2 km), for the nearest-first walk. */
export const cellDegrees = 0.02;
export const cellColumns = Math.round(360 / cellDegrees);
export const cellRow = (lat: number) => Math.floor((lat + 90) / cellDegrees);
export const cellColumn = (lng: number) => Math.floor((lng + 180) / cellDegrees);
export const cellOf = (lat: number, lng: number) => cellRow(lat) * cellColumns + cellColumn(lng);

export const pathTypeKey = (pathId: number, typeId: number) => pathId * 2_048 + typeId;
export const pairTypeKey = (pairId: number, typeId: number) => pairId * 2_048 + typeId;
/**
 * Every cell number is below this: rows run from -90 to 90 degrees inclusive, and a longitude
 * of 180 numbers as the first column of the row after.
 */
export const cellCount = (Math.round(180 / cellDegrees) + 2) * cellColumns;
/**
 * Type first: with a dozen types the key stays a small integer, which a Map holds without an
 * object of its own (cell first made 500 k such objects at the province's volumes).
 */
export const cellTypeKey = (cell: number, typeId: number) => typeId * cellCount + cell;

/** Interns strings as small numbers, so a slot holds a number and a test compares numbers. */
class Interned {
  readonly ids = new Map<string, number>();
  readonly values: string[] = [];
  idOf(value: string): number {
    let id = this.ids.get(value);
    if (id === undefined) {
      id = this.values.length;
      this.values.push(value);
      this.ids.set(value, id);
    }
    return id;
  }
}

/**
 * The listed missions in memory: one slot per mission, the fields a query tests in one record
 * per slot (SlotRecords) and the others a typed column each, slot lists by node path, by
 * character pair of the folded subject and by grid cell, and the slots in the two orders the
 * list offers. A slot is never moved or freed; lists may hold a slot whose fields no longer
 * put it there, which is why every use tests the slot's current fields.
 */
export class MissionCatalog {
  capacity = 0;
  size = 0;
  id = new Float64Array(0);
  /** Start, end, latitude, status, type and path: what a query tests (see SlotRecords). */
  readonly rec = new SlotRecords();
  labels = new Uint32Array(0);
  published = new Float64Array(0);
  lng = new Float64Array(0);
  /** Folded subjects, packed (see SubjectTexts). */
  readonly subject = new SubjectTexts();

  readonly slotOf = new SlotIndex();
  types = new Interned();
  paths = new Interned();
  labelSets = new Interned();
  /** Label sets by id, as arrays (id 0 is the empty set). */
  labelLists: string[][] = [];
  /** Character pairs of the folded subjects (the subject's end counts as a character). */
  pairs = new Interned();
  /** Path ids sorted by their path: a subtree is one run of them. */
  sortedPaths: number[] = [];
  /** Every slot list below, in one store (see PackedLists). */
  readonly lists = new PackedLists();
  readonly byPath = new Postings<number>(this.lists);
  readonly byPair = new Postings<number>(this.lists);
  /**
   * The same lists split by service type (keys from pathTypeKey and pairTypeKey): a keyword or
   * a subtree together with a type that seldom meet it is read from its own short list.
   */
  readonly byPathType = new Postings<number>(this.lists);
  readonly byPairType = new Postings<number>(this.lists);
  /** Pairs by their first character, for a one-character keyword. */
  pairsFrom = new Map<string, string[]>();
  readonly byCell = new Postings<number>(this.lists);
  /** The cells' lists split by service type (keys from cellTypeKey). */
  readonly byCellType = new Postings<number>(this.lists);
  /** Largest |latitude| held: bounds how narrow a degree of longitude can be. */
  maxAbsLat = 0;
  /** The rows and columns of the grid that hold any slot. */
  extent = { minRow: Infinity, maxRow: -Infinity, minColumn: Infinity, maxColumn: -Infinity };
  /** Counts changes that a built CellGrid would miss: a new cell list, a wider extent. */
  private gridVersion = 0;
  private grid: { version: number; grid: CellGrid | undefined } | undefined;

  /** The cells' lists in arrays over the extent (see CellGrid), rebuilt after such a change. */
  cellGrid(): CellGrid | undefined {
    if (this.grid?.version !== this.gridVersion) {
      const grid = CellGrid.build(
        { ...this.extent },
        this.types.values.length,
        cellColumns,
        this.byCell,
        this.byCellType,
        cellCount,
        this.maxGridEntries,
      );
      this.grid = { version: this.gridVersion, grid };
    }
    return this.grid.grid;
  }

  // Newest first: published_at descending (no date first, as PostgreSQL sorts nulls), then id.
  readonly newestBefore = (a: number, b: number) =>
    this.published[a]! > this.published[b]! ||
    (this.published[a] === this.published[b] && this.id[a]! > this.id[b]!);
  readonly soonestBefore = (a: number, b: number) => {
    const [x, y] = [this.rec.start(a), this.rec.start(b)];
    return x < y || (x === y && this.id[a]! < this.id[b]!);
  };
  readonly newest: SlotOrder;
  readonly soonest: SlotOrder;
  /** Per-slot and per-path marks of one query (a query runs to its end without yielding). */
  seen = new Uint32Array(0);
  /**
   * A query's candidates, a bit per slot: the slots of its smallest list, marked for walks in
   * other orders, and cleared when the query ends.
   */
  candidate = new Uint8Array(0);
  /** A query's distances by slot, valid for the slots it has measured. */
  distance = new Float64Array(0);
  pathMark = new Uint32Array(0);
  queryStamp = 0;
  /**
   * Large subtrees' path ids and list numbers by type and path prefix (see catalog-page), with
   * the count of lists they were read at: a city's thousands of paths are looked up in the
   * maps once, not on every query, until a list is added (a new path or type under a node).
   */
  subtrees = new Map<string, { listCount: number; ids: Uint32Array; numbers: Uint32Array }>();

  private readonly freshLimit?: number;
  private readonly maxGridEntries?: number;

  constructor({
    freshLimit,
    maxGridEntries,
  }: { freshLimit?: number; maxGridEntries?: number } = {}) {
    this.freshLimit = freshLimit;
    this.maxGridEntries = maxGridEntries;
    this.newest = new SlotOrder(this.newestBefore, freshLimit);
    this.soonest = new SlotOrder(this.soonestBefore, freshLimit);
    this.labelSets.idOf('');
    this.labelLists.push([]);
  }

  /** Loads many rows at once, then sorts each order once. */
  loadAll(rows: Iterable<CatalogRow>) {
    for (const row of rows) this.add(row);
    this.seal();
  }

  /** A row of the first load, before any order is sorted (see seal). */
  add(row: CatalogRow) {
    this.write(row, false);
  }

  /** Ends the first load: the paths and both orders are sorted once. */
  seal() {
    this.sortedPaths = this.paths.values.map((_, i) => i).sort(this.byPathText);
    const slots = new Uint32Array(this.size).map((_, i) => i);
    this.newest.rebuild(slots, this.capacity);
    this.soonest.rebuild(slots, this.capacity);
    this.sealPostings();
  }

  private sealPostings() {
    this.sealed = this.size;
    this.loadedNewestFirst = this.newest.isSlotOrder();
    this.lists.seal();
  }

  /** Slots numbered before the catalog was sealed. */
  sealed = 0;
  private loadedNewestFirst = false;

  /**
   * Slot numbers are the newest-first order (apart from slots added or moved since, which
   * the order keeps beside): walking slots upward reads each column front to back. A walk in
   * a random order missed the processor's caches on every column; in slot order the same
   * 3.9 M tests took a twentieth of the time.
   */
  get numberedNewestFirst(): boolean {
    return this.loadedNewestFirst && !this.newest.merged;
  }

  /**
   * The same missions numbered newest first (see numberedNewestFirst), right after a load:
   * columns are copied in the new order and each list's slots renumbered and sorted, rather
   * than every subject split into pairs again (48 s at 3.9 M missions).
   */
  inNewestOrder(): MissionCatalog {
    const next = new MissionCatalog({
      freshLimit: this.freshLimit,
      maxGridEntries: this.maxGridEntries,
    });
    const order: number[] = [];
    this.newest.walk((slot) => {
      if (this.rec.status(slot) !== 0) order.push(slot);
      return true;
    });
    const renumbered = new Int32Array(this.size).fill(-1);
    order.forEach((slot, i) => (renumbered[slot] = i));
    next.ensure(order.length);
    next.size = order.length;
    order.forEach((slot, i) => {
      next.id[i] = this.id[slot]!;
      next.rec.w.set(this.rec.w.subarray(slot * 8, slot * 8 + 8), i * 8);
      next.labels[i] = this.labels[slot]!;
      next.published[i] = this.published[slot]!;
      next.lng[i] = this.lng[slot]!;
      next.subject.copy(i, this.subject, slot);
      next.slotOf.set(this.id[slot]!, i);
    });
    next.types = this.types;
    next.paths = this.paths;
    next.labelSets = this.labelSets;
    next.labelLists = this.labelLists;
    next.pairs = this.pairs;
    next.pairsFrom = this.pairsFrom;
    next.maxAbsLat = this.maxAbsLat;
    next.extent = { ...this.extent };
    next.lists.reserveItems(this.lists.stats().held);
    // Each list gets exactly the room it needs, so the new store is filled without a move.
    const copy = <K>(from: Postings<K>, to: Postings<K>) => {
      for (const [key, { items, start, length }] of from.entries()) {
        let kept = 0;
        for (let i = start; i < start + length; i++) if (renumbered[items[i]!]! >= 0) kept++;
        const list = to.reserve(key, kept);
        for (let i = start; i < start + length; i++) {
          const slot = renumbered[items[i]!]!;
          if (slot >= 0) to.store.push(list, slot);
        }
      }
      to.sortEach();
    };
    copy(this.byPath, next.byPath);
    copy(this.byPair, next.byPair);
    copy(this.byPathType, next.byPathType);
    copy(this.byPairType, next.byPairType);
    copy(this.byCell, next.byCell);
    copy(this.byCellType, next.byCellType);
    const soonest: number[] = [];
    this.soonest.walk((slot) => {
      if (renumbered[slot]! >= 0) soonest.push(renumbered[slot]!);
      return true;
    });
    next.sortedPaths = this.sortedPaths;
    next.newest.adopt(
      new Uint32Array(order.length).map((_, i) => i),
      next.capacity,
    );
    next.soonest.adopt(Uint32Array.from(soonest), next.capacity);
    next.sealPostings();
    return next;
  }

  /** The row as it now is (listed or not): from the change feed. */
  apply(row: CatalogRow) {
    this.write(row, true);
  }

  /** The mission is gone or no longer listed. */
  unlist(id: number) {
    const slot = this.slotOf.get(id);
    if (slot !== undefined) this.rec.setStatus(slot, 0);
  }

  private write(row: CatalogRow, ordered: boolean) {
    const status: number = listedStatus[row.status as keyof typeof listedStatus] ?? 0;
    let slot = this.slotOf.get(row.id);
    const isNew = slot === undefined;
    if (slot === undefined) {
      // A mission never listed needs no slot until it is.
      if (status === 0) return;
      slot = this.size++;
      this.ensure(this.size);
      this.slotOf.set(row.id, slot);
      this.id[slot] = row.id;
      this.published[slot] = NaN;
      this.rec.setStart(slot, NaN);
      this.rec.setLat(slot, NaN);
    }
    this.rec.setStatus(slot, status);
    if (status === 0) return;
    const pathId = this.pathIdOf(row.districtPath, ordered);
    const typeId = this.types.idOf(row.missionType);
    const typeChanged = isNew || this.rec.type(slot) !== typeId;
    this.rec.setType(slot, typeId);
    const pathChanged = isNew || this.rec.path(slot) !== pathId;
    if (pathChanged) {
      this.rec.setPath(slot, pathId);
      this.byPath.add(pathId, slot);
    }
    if (pathChanged || typeChanged) this.byPathType.add(pathTypeKey(pathId, typeId), slot);
    this.labels[slot] = this.labelSetOf(row.labels);
    this.rec.setEnd(slot, row.serviceEnd.getTime());
    const subject = foldCase(row.subject);
    if (typeChanged || !this.subject.equals(slot, subject)) {
      this.subject.set(slot, subject);
      this.indexPairs(slot, subject, typeId);
    }
    this.placePoint(slot, row.latitude, row.longitude, typeId, typeChanged);
    // PostgreSQL sorts a missing date first when newest comes first.
    const published = row.publishedAt?.getTime() ?? Infinity;
    if (published !== this.published[slot]) {
      this.published[slot] = published;
      if (ordered) this.newest.place(slot);
    }
    const start = row.serviceStart.getTime();
    if (start !== this.rec.start(slot)) {
      this.rec.setStart(slot, start);
      if (ordered) this.soonest.place(slot);
    }
  }

  private indexPairs(slot: number, subject: string, typeId: number) {
    const chars = [...subject, subjectEnd];
    const seen = new Set<string>();
    for (let i = 0; i + 1 < chars.length; i++) {
      const pair = chars[i]! + chars[i + 1]!;
      if (seen.has(pair)) continue;
      seen.add(pair);
      let pairId = this.pairs.ids.get(pair);
      if (pairId === undefined) {
        pairId = this.pairs.idOf(pair);
        const from = this.pairsFrom.get(chars[i]!);
        if (from) from.push(pair);
        else this.pairsFrom.set(chars[i]!, [pair]);
      }
      this.byPair.add(pairId, slot);
      this.byPairType.add(pairTypeKey(pairId, typeId), slot);
    }
  }

  private placePoint(
    slot: number,
    lat: number | null,
    lng: number | null,
    typeId: number,
    typeChanged: boolean,
  ) {
    const [a, b] = lat === null || lng === null ? [NaN, NaN] : [lat, lng];
    const was = this.rec.lat(slot);
    const moved = !Object.is(a, was) || !Object.is(b, this.lng[slot]);
    if (!moved && !typeChanged) return;
    const before = Number.isNaN(was) ? -1 : cellOf(was, this.lng[slot]!);
    this.rec.setLat(slot, a);
    this.lng[slot] = b;
    if (Number.isNaN(a)) return;
    this.maxAbsLat = Math.max(this.maxAbsLat, Math.abs(a));
    const cell = cellOf(a, b);
    const e = this.extent;
    const [row, column] = [cellRow(a), cellColumn(b)];
    if (row < e.minRow || row > e.maxRow || column < e.minColumn || column > e.maxColumn) {
      e.minRow = Math.min(e.minRow, row);
      e.maxRow = Math.max(e.maxRow, row);
      e.minColumn = Math.min(e.minColumn, column);
      e.maxColumn = Math.max(e.maxColumn, column);
      this.gridVersion++;
    }
    if (cell !== before) this.addToCell(this.byCell, cell, slot);
    if (cell !== before || typeChanged)
      this.addToCell(this.byCellType, cellTypeKey(cell, typeId), slot);
  }

  private addToCell(postings: Postings<number>, key: number, slot: number) {
    if (!postings.has(key)) this.gridVersion++;
    postings.add(key, slot);
  }

  private pathIdOf(path: string, ordered: boolean) {
    const known = this.paths.ids.get(path);
    if (known !== undefined) return known;
    const id = this.paths.idOf(path);
    if (ordered) {
      const at = this.lowerBound(path);
      this.sortedPaths.splice(at, 0, id);
    }
    return id;
  }

  private labelSetOf(labels: string[]) {
    if (labels.length === 0) return 0;
    const key = JSON.stringify(labels);
    const known = this.labelSets.ids.get(key);
    if (known !== undefined) return known;
    const id = this.labelSets.idOf(key);
    this.labelLists[id] = labels;
    return id;
  }

  private readonly byPathText = (a: number, b: number) => {
    const x = this.paths.values[a]!;
    const y = this.paths.values[b]!;
    return x < y ? -1 : x > y ? 1 : 0;
  };

  /** The first place in `sortedPaths` whose path is not before `text`. */
  lowerBound(text: string) {
    let lo = 0;
    let hi = this.sortedPaths.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.paths.values[this.sortedPaths[mid]!]! < text) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private ensure(size: number) {
    if (size <= this.capacity) return;
    let capacity = Math.max(1_024, this.capacity * 2);
    while (capacity < size) capacity *= 2;
    this.id = grown(this.id, capacity);
    this.rec.grow(capacity);
    this.subject.grow(capacity);
    this.labels = grown(this.labels, capacity);
    this.published = grown(this.published, capacity);
    this.lng = grown(this.lng, capacity);
    this.seen = grown(this.seen, capacity);
    this.candidate = grown(this.candidate, capacity / 8);
    this.distance = grown(this.distance, capacity);
    this.newest.ensure(capacity);
    this.soonest.ensure(capacity);
    this.capacity = capacity;
  }
}
