import type { PackedLists, Postings, SlotList } from './packed-lists';

/** Rows and columns of the grid that hold any slot (inclusive). */
export type Extent = { minRow: number; maxRow: number; minColumn: number; maxColumn: number };

/** Entries a grid may take by default (a list of every type and one per type, per cell). */
const defaultMaxEntries = 4_000_000;

/**
 * The cells' lists over the extent in arrays, so the nearest-first rings look a cell up by
 * its row and column: a ring mostly meets empty cells (the sea, the mountains, a type no one
 * offers there), and a map's look-up of each cost more than reading a list. Undefined when the
 * extent is too large for arrays (a stray point far away): the maps answer then.
 */
export class CellGrid {
  private readonly columns: number;
  private readonly store: PackedLists;
  /** Per cell: its list of every type, then one per type id (numbers in the store; -1: none). */
  private readonly lists: Int32Array;

  private constructor(
    readonly extent: Extent,
    private readonly stride: number,
    cellColumns: number,
    byCell: Postings<number>,
    byCellType: Postings<number>,
    cellCount: number,
  ) {
    this.columns = extent.maxColumn - extent.minColumn + 1;
    const rows = extent.maxRow - extent.minRow + 1;
    this.lists = new Int32Array(rows * this.columns * stride).fill(-1);
    const at = (cell: number) =>
      ((Math.floor(cell / cellColumns) - extent.minRow) * this.columns +
        (cell % cellColumns) -
        extent.minColumn) *
      stride;
    for (const cell of byCell.keys()) this.lists[at(cell)] = byCell.numberOf(cell);
    for (const key of byCellType.keys()) {
      const typeId = Math.floor(key / cellCount);
      this.lists[at(key - typeId * cellCount) + 1 + typeId] = byCellType.numberOf(key);
    }
    this.store = byCell.store;
  }

  static build(
    extent: Extent,
    typeCount: number,
    cellColumns: number,
    byCell: Postings<number>,
    byCellType: Postings<number>,
    cellCount: number,
    maxEntries = defaultMaxEntries,
  ): CellGrid | undefined {
    const cells = (extent.maxRow - extent.minRow + 1) * (extent.maxColumn - extent.minColumn + 1);
    if (!(cells > 0) || cells * (typeCount + 1) > maxEntries) return undefined;
    return new CellGrid(extent, typeCount + 1, cellColumns, byCell, byCellType, cellCount);
  }

  /** The cell's list (of type `typeId`, or of every type when -1); the cell is in the extent. */
  list(row: number, column: number, typeId: number): SlotList | undefined {
    // A type interned after the build has no list in any cell yet (its first one rebuilds).
    if (typeId + 1 >= this.stride) return undefined;
    const e = this.extent;
    const list =
      this.lists[
        ((row - e.minRow) * this.columns + column - e.minColumn) * this.stride + 1 + typeId
      ]!;
    return list < 0 ? undefined : this.store.view(list);
  }
}
