import { listDepth } from '@zyz/domain';
import type { SlotList } from './packed-lists';
import { catalogTakesKeyword, foldCase } from './keyword-fold';
import {
  cellColumn,
  cellColumns,
  cellDegrees,
  cellRow,
  cellTypeKey,
  type MissionCatalog,
  pairTypeKey,
  pathTypeKey,
} from './mission-catalog';
import { firstK } from './top-k';

export type CatalogQuery = {
  pageIndex: number;
  pageSize: number;
  status?: 'published' | 'closed' | 'ended';
  /** The organisation node's path: its subtree. */
  districtPath?: string;
  keyword?: string;
  missionType?: string;
  labels?: string[];
  beginDate?: Date;
  endDate?: Date;
  sort: 'newest' | 'start' | 'distance';
  lat?: number;
  lng?: number;
};

/** The page's mission ids in order, and the total counted up to one past the depth. */
export type CatalogPage = { ids: number[]; total: number };

export type PageOptions = {
  depth?: number;
  /**
   * Steps of the order's walk before the smallest candidate list (a subtree's, a keyword
   * pair's) is read whole instead. Default: that list's length, so a query never costs more
   * than twice its cheaper way.
   */
  walkBudget?: number;
  /**
   * Whether the smallest list's slots are marked before a walk in the start order or the
   * grid's rings, so that every other slot is passed over with one read. Default: before a
   * walk, when the list is long and the walk is expected to be long; before the rings, when
   * marking costs less than the tests the rings would make instead.
   */
  markCandidates?: boolean;
  /**
   * How the k nearest of many matches are found: measuring every match of the smallest list,
   * or the grid's rings (which give way to the list after `ringBudget` slots, by default what
   * reading the list twice would cost). Default: as the costs judge (see catalogPage).
   */
  nearestBy?: 'list' | 'rings';
  ringBudget?: number;
};

/**
 * A slot of a list read whole costs about as much as this many slots the rings pass over: its
 * columns are each read at random, a ring's slot is its candidate bit (in cache) alone.
 */
const listSlotReads = 16;
/** A cell looked up in a map costs about as much as reading this many slots of a list. */
const mapLookUpReads = 4;
/** Below this many candidates the list is read whole rather than marked. */
const markCandidatesFrom = 4_096;
/** Expected steps of a walk beyond which its candidates are marked first. */
const longWalkSteps = 1_024;

const dayMs = 86_400_000;
const radians = (deg: number) => deg * (Math.PI / 180);

/** The list's distance, as the database writes it (portal.repository.ts, distanceKm). */
export function distanceKm(lat: number, lng: number, qLat: number, qLng: number) {
  return (
    6371 *
    Math.sqrt(
      Math.pow(radians(lat - qLat), 2) +
        Math.pow(radians(lng - qLng) * Math.cos(radians((lat + qLat) / 2)), 2),
    )
  );
}

/**
 * The public list's page from the catalog, with the database's filters and orders
 * (portal.repository.ts, findPortalPage). Undefined: a keyword the catalog leaves to the
 * database. It runs to its end without awaiting, so the catalog cannot change under it.
 */
export function catalogPage(
  c: MissionCatalog,
  q: CatalogQuery,
  now: number,
  options: PageOptions = {},
): CatalogPage | undefined {
  const marked: { lists?: SlotList[] } = {};
  try {
    return pageOf(c, q, now, options, marked);
  } finally {
    // The candidates' bits are cleared as they were set, so the next query finds none.
    if (marked.lists) eachSlot(marked.lists, (slot) => (c.candidate[slot >>> 3] = 0));
  }
}

/** catalogPage's work; `marked` names the lists whose slots it marked as candidates. */
function pageOf(
  c: MissionCatalog,
  q: CatalogQuery,
  now: number,
  options: PageOptions,
  marked: { lists?: SlotList[] },
): CatalogPage | undefined {
  if (q.keyword && !catalogTakesKeyword(q.keyword)) return undefined;
  const depth = options.depth ?? listDepth;
  const none = { ids: [], total: 0 };
  const stamp = firstStamp(c);

  // Lists any match must be in, each a candidate source; none: every slot is a candidate.
  const sources: SlotList[][] = [];
  let typeId = -1;
  if (q.missionType) {
    typeId = c.types.ids.get(q.missionType) ?? -2;
    if (typeId === -2) return none;
  }
  let inSubtree: ((slot: number) => boolean) | undefined;
  if (q.districtPath) {
    const subtree = subtreeOf(c, q.districtPath, typeId);
    if (subtree.ids.length === 0) return none;
    if (subtree.ids.length < c.paths.values.length) {
      if (c.pathMark.length < c.paths.values.length)
        c.pathMark = new Uint32Array(c.paths.values.length * 2);
      for (const id of subtree.ids) c.pathMark[id] = stamp;
      const { pathMark, rec } = c;
      inSubtree = (slot) => pathMark[rec.path(slot)] === stamp;
      sources.push(subtree.lists);
    }
  }
  const keyword = q.keyword ? foldCase(q.keyword) : undefined;
  if (keyword) {
    const lists = keywordLists(c, keyword, typeId);
    if (!lists) return none;
    sources.push(lists);
  }

  const { subject, labels, labelLists, rec } = c;
  const wanted = q.status === 'published' ? 1 : q.status === 'closed' ? 2 : 0;
  const endedBefore = q.status === 'ended' ? now : Infinity;
  const endsFrom = q.beginDate ? q.beginDate.getTime() : -Infinity;
  const startsBy = q.endDate ? q.endDate.getTime() + dayMs - 1 : Infinity;
  const labelSet = q.labels?.length ? new Set(q.labels) : undefined;
  const needsPoint = q.sort === 'distance';
  // A bit per slot: the marks of a catalog of millions stay in the processor's cache, where a
  // walk that passes over most slots reads them at random.
  let candidate = c.candidate;
  let isMarked = false;
  const matches = (slot: number) => {
    if (isMarked && (candidate[slot >>> 3]! & (1 << (slot & 7))) === 0) return false;
    const status = rec.status(slot);
    const end = rec.end(slot);
    return (
      status !== 0 &&
      (wanted === 0 || status === wanted) &&
      end < endedBefore &&
      end >= endsFrom &&
      rec.start(slot) <= startsBy &&
      (typeId < 0 || rec.type(slot) === typeId) &&
      (!inSubtree || inSubtree(slot)) &&
      (!needsPoint || !Number.isNaN(rec.lat(slot))) &&
      (!labelSet || labelLists[labels[slot]!]!.some((l) => labelSet.has(l))) &&
      (keyword === undefined || subject.includes(slot, keyword))
    );
  };

  const offset = (q.pageIndex - 1) * q.pageSize;
  const k = offset + q.pageSize;
  const point = needsPoint && q.lat !== undefined && q.lng !== undefined;
  const slotsOf = (slots: number[]) => slots.map((s) => c.id[s]!);

  // First the order is walked, each slot tested, until the page is full and the count one past
  // the depth: at once when many missions match. When the smallest candidate list would have
  // cost less than the steps already taken, the walk stops and that list is read whole.
  const sizes = sources.map((lists) => lists.reduce((n, l) => n + l.length, 0));
  const smallest = sizes.length ? sizes.indexOf(Math.min(...sizes)) : -1;
  // A walk in an order the slots are not numbered in reads each column at random, some
  // sixteen times the cost of reading a list front to back. A long list's slots are marked
  // first (read front to back): a step of the walk then reads one mark unless its slot is a
  // candidate, and the walk may take as many steps as the list holds. A short list's walk gets
  // a sixteenth of them.
  const scattered = q.sort === 'start' || !c.numberedNewestFirst;
  // Marking costs a read of the whole list: worth it when the walk is expected to pass over
  // many more slots than the page needs (the page's k, spread over the catalog as each list's
  // share of it is, as if the lists were independent).
  const expectedSteps = sizes.reduce((steps, size) => (steps * c.size) / Math.max(1, size), k);
  const worthMarking =
    smallest >= 0 &&
    (options.markCandidates ??
      (sizes[smallest]! > markCandidatesFrom && expectedSteps > longWalkSteps));
  const markCandidates = (always = false) => {
    if (isMarked || !(worthMarking || (always && smallest >= 0))) return;
    candidate = c.candidate;
    marked.lists = sources[smallest]!;
    eachSlot(marked.lists, (slot) => (candidate[slot >>> 3]! |= 1 << (slot & 7)));
    isMarked = true;
  };
  if (scattered) markCandidates();
  const budget =
    smallest < 0
      ? Infinity
      : (options.walkBudget ?? sizes[smallest]! / (scattered && !isMarked ? 16 : 1));
  // A scattered walk stops once the page is full; the total is then counted in slot order,
  // which reads the columns front to back (countUpTo). Counting to the depth in the walk's own
  // order cost up to a hundred times the page's reads at random.
  const pageOnly = scattered && !point;
  let total = 0;
  let steps = 0;
  let done = true;
  const walked: number[] = [];
  const visit = (slot: number) => {
    if (++steps > budget) return (done = false);
    if (!matches(slot)) return true;
    if (point || (total >= offset && total < k)) walked.push(slot);
    total++;
    return pageOnly ? total < k : total <= depth;
  };
  // One candidate list (a keyword's pair) on a catalog numbered newest first is itself in that
  // order: walking it finds the page without the budget, since it never reads past the list.
  const single =
    smallest >= 0 && sources[smallest]!.length === 1 ? sources[smallest]![0] : undefined;
  // A large subtree with a keyword: the subtree's slots are marked and the keyword's pair
  // walked in its own order, each step one mark unless a candidate. Walking every mission newest
  // first found the page only when the two often met; a county's 200,000 slots read whole
  // at random (when they seldom met) took 200 ms.
  const inListOrder = q.sort !== 'start' && c.numberedNewestFirst;
  const other =
    inListOrder && !single
      ? sources.findIndex(
          (lists, i) =>
            i !== smallest &&
            lists.length === 1 &&
            (options.markCandidates ?? sizes[smallest]! > markCandidatesFrom) &&
            sizes[i]! < listSlotReads * sizes[smallest]!,
        )
      : -1;
  if (single && inListOrder) {
    steps = -Infinity;
    walkListNewestFirst(c, single, visit);
  } else if (other >= 0) {
    markCandidates(true);
    steps = -Infinity;
    walkListNewestFirst(c, sources[other]![0]!, visit);
  } else (q.sort === 'start' ? c.soonest : c.newest).walk(visit);

  if (done && pageOnly && total === k)
    total = countUpTo(c, smallest < 0 ? undefined : sources[smallest]!, matches, depth + 1);
  const matchesIn = (lists: SlotList[]) => {
    const all: number[] = [];
    eachOnce(c, lists, (slot) => {
      if (matches(slot)) all.push(slot);
      return true;
    });
    return all;
  };
  let found = walked;
  if (!done) {
    found = matchesIn(sources[smallest]!);
    total = Math.min(found.length, depth + 1);
  }
  if (offset >= total) return { ids: [], total };
  if (point) {
    // Every match is in hand unless the walk stopped at the depth. Then the grid's rings find
    // the k nearest, passing over about 2k·N/M slots for M matches spread over the N; or every
    // match of the smallest list (L slots, so M ≤ L, each costing listSlotReads) is measured:
    // at once when that costs less, and when the rings have cost twice as much (matches far
    // apart, or a subtree far from the point).
    let near: number[];
    const lists = smallest < 0 ? undefined : sources[smallest]!;
    const listed = () => nearestOf(c, matchesIn(lists!), k, q.lat!, q.lng!);
    if (!(done && total > depth)) near = nearestOf(c, found, k, q.lat!, q.lng!);
    else if (
      lists &&
      (options.nearestBy ??
        (listSlotReads * sizes[smallest]! ** 2 < 2 * k * c.size ? 'list' : 'rings')) === 'list'
    )
      near = listed();
    else {
      // Marks cost the list twice (set, then cleared); they spare each slot the rings pass
      // over, some 2k·N/L of them, a test at random. A keyword held by a tenth of the catalog
      // took 4 ms to mark for a first page whose rings read 500 slots.
      const ringSlots = lists ? (2 * k * c.size) / sizes[smallest]! : 0;
      if (
        lists &&
        (options.markCandidates ?? 2 * sizes[smallest]! < ringSlots * (listSlotReads - 1))
      )
        markCandidates(true);
      const budget = lists
        ? (options.ringBudget ?? 2 * listSlotReads * sizes[smallest]!)
        : Infinity;
      // Rings that read far more slots than the uniform estimate (a point beside a dense city
      // whose own cells hold few matches) mark the candidates once marking has become the
      // cheaper half: from then on a slot that is not one costs a single read.
      const markAfter =
        lists && options.markCandidates === undefined
          ? (2 * sizes[smallest]!) / (listSlotReads - 1)
          : Infinity;
      const spend = { budget, markAfter, mark: () => markCandidates(true) };
      near = nearest(c, q.lat!, q.lng!, k, matches, nextStamp(c), typeId, spend) ?? listed();
    }
    return { ids: slotsOf(near.slice(offset)), total };
  }
  if (done) return { ids: slotsOf(walked), total };
  const before = q.sort === 'start' ? c.soonestBefore : c.newestBefore;
  return { ids: slotsOf(firstK(found, k, before).slice(offset)), total };
}

/**
 * How many slots match, counted up to `limit`: over `lists` (which hold every match), else
 * over every slot, in slot order either way.
 */
function countUpTo(
  c: MissionCatalog,
  lists: SlotList[] | undefined,
  matches: (slot: number) => boolean,
  limit: number,
) {
  let n = 0;
  if (!lists) {
    for (let slot = 0; slot < c.size && n < limit; slot++) if (matches(slot)) n++;
    return n;
  }
  eachOnce(c, lists, (slot) => {
    if (matches(slot)) n++;
    return n < limit;
  });
  return n;
}

/** Every slot of `lists`, repeats and all. */
function eachSlot(lists: SlotList[], visit: (slot: number) => void) {
  for (const { items, start, length } of lists)
    for (let i = start; i < start + length; i++) visit(items[i]!);
}

/**
 * Each slot of `lists` once (a slot may sit in several lists, or twice in one after an edit),
 * in the lists' order, until `visit` answers false.
 */
function eachOnce(c: MissionCatalog, lists: SlotList[], visit: (slot: number) => boolean) {
  const stamp = nextStamp(c);
  const { seen } = c;
  for (const { items, start, length } of lists)
    for (let i = start; i < start + length; i++) {
      const slot = items[i]!;
      if (seen[slot] === stamp) continue;
      seen[slot] = stamp;
      if (!visit(slot)) return;
    }
}

/**
 * The slots of `list` newest first, then the slots added or moved since the catalog was
 * sealed (each of those is visited whether in the list or not: the caller tests every slot).
 * The list's sealed part is in slot order, which is newest first; what was appended to it
 * since is sorted here.
 */
function walkListNewestFirst(c: MissionCatalog, list: SlotList, visit: (slot: number) => boolean) {
  const { items, start } = list;
  const end = start + list.length;
  const sealedEnd = start + list.sealedLength;
  const order = c.newest;
  const later: number[] = [];
  for (let i = sealedEnd; i < end; i++) {
    const slot = items[i]!;
    if (slot < c.sealed && !order.isMoved(slot)) later.push(slot);
  }
  later.sort((a, b) => a - b);
  const fresh = order.freshSlots;
  if (later.length === 0 && fresh.length === 0) {
    // Nothing changed since the load: the sealed list alone, in order.
    for (let i = start; i < sealedEnd; i++) if (!visit(items[i]!)) return;
    return;
  }
  let a = start;
  let b = 0;
  let f = 0;
  for (;;) {
    while (a < sealedEnd && order.isMoved(items[a]!)) a++;
    const fromA = a < sealedEnd ? items[a]! : Infinity;
    const fromB = b < later.length ? later[b]! : Infinity;
    const sealed = Math.min(fromA, fromB);
    const hasFresh = f < fresh.length;
    if (sealed === Infinity && !hasFresh) return;
    let slot: number;
    if (hasFresh && (sealed === Infinity || c.newestBefore(fresh[f]!, sealed))) slot = fresh[f++]!;
    else {
      slot = sealed;
      if (fromA === sealed) a++;
      while (b < later.length && later[b] === sealed) b++;
    }
    if (!visit(slot)) return;
  }
}

/**
 * A query's first mark. The marks wrap here only, leaving room for the few more a query takes
 * (nextStamp): wrapping in the middle would wipe the marks the query is still using.
 */
function firstStamp(c: MissionCatalog) {
  if (c.queryStamp >= 0xffff_fff0) {
    c.queryStamp = 0;
    c.seen.fill(0);
    c.pathMark.fill(0);
  }
  return ++c.queryStamp;
}

/** Another mark within the same query. */
const nextStamp = (c: MissionCatalog) => ++c.queryStamp;

/** Subtrees of at least this many paths are kept (c.subtrees); smaller ones cost little. */
const keptSubtreeFrom = 64;
const maxKeptSubtrees = 4_096;

/**
 * Path ids under `prefix` (the node's own path included), from the sorted run, and their slot
 * lists (of type `typeId`, unless -1). A large subtree's ids and list numbers are kept until a
 * list is added; the lists are read as they are now.
 */
function subtreeOf(c: MissionCatalog, prefix: string, typeId: number) {
  const key = `${typeId}:${prefix}`;
  let kept = c.subtrees.get(key);
  if (kept?.listCount !== c.lists.count) {
    const ids: number[] = [];
    for (let i = c.lowerBound(prefix); i < c.sortedPaths.length; i++) {
      const id = c.sortedPaths[i]!;
      if (!c.paths.values[id]!.startsWith(prefix)) break;
      ids.push(id);
    }
    const numbers = ids
      .map((id) =>
        typeId >= 0 ? c.byPathType.numberOf(pathTypeKey(id, typeId)) : c.byPath.numberOf(id),
      )
      .filter((n) => n >= 0);
    kept = {
      listCount: c.lists.count,
      ids: Uint32Array.from(ids),
      numbers: Uint32Array.from(numbers),
    };
    if (ids.length >= keptSubtreeFrom) {
      // A list added makes every kept subtree stale.
      if (c.subtrees.size >= maxKeptSubtrees || c.subtrees.has(key)) c.subtrees.clear();
      c.subtrees.set(key, kept);
    }
  }
  const lists: SlotList[] = new Array(kept.numbers.length);
  for (let i = 0; i < lists.length; i++) lists[i] = c.lists.view(kept.numbers[i]!);
  return { ids: kept.ids, lists };
}

/**
 * Slot lists that hold every subject containing `keyword` (of type `typeId`, unless -1): its
 * rarest character pair, or for one character every pair it begins (the subject's end is a
 * pair too). Undefined: no such subject.
 */
function keywordLists(c: MissionCatalog, keyword: string, typeId: number): SlotList[] | undefined {
  // With a type, the pair's list of that type: a keyword and a type that never meet read none.
  const listOf = (pair: string) => {
    const pairId = c.pairs.ids.get(pair);
    if (pairId === undefined) return undefined;
    return typeId >= 0 ? c.byPairType.get(pairTypeKey(pairId, typeId)) : c.byPair.get(pairId);
  };
  const chars = [...keyword];
  if (chars.length === 1) {
    const lists = (c.pairsFrom.get(chars[0]!) ?? []).flatMap((p) => listOf(p) ?? []);
    return lists.length ? lists : undefined;
  }
  let rarest: SlotList | undefined;
  for (let i = 0; i + 1 < chars.length; i++) {
    const list = listOf(chars[i]! + chars[i + 1]!);
    if (!list) return undefined;
    if (!rarest || list.length < rarest.length) rarest = list;
  }
  return [rarest!];
}

/** Nearer first, then the larger id, as the database orders distance ties (by `c.distance`). */
const nearerBy = (c: MissionCatalog) => (a: number, b: number) =>
  c.distance[a]! < c.distance[b]! || (c.distance[a] === c.distance[b] && c.id[a]! > c.id[b]!);

/** The first `k` of `slots` nearest the point. */
function nearestOf(c: MissionCatalog, slots: number[], k: number, qLat: number, qLng: number) {
  for (const slot of slots)
    c.distance[slot] = distanceKm(c.rec.lat(slot), c.lng[slot]!, qLat, qLng);
  return firstK(slots, k, nearerBy(c));
}

/**
 * The first `k` matches nearest the point: the grid's cells in rings around the point's own,
 * until nothing outside the rings can be nearer than the k-th. A slot still listed under a
 * cell it has left is measured where it is now, and every slot is listed under the cell it is
 * in, so nothing unvisited is nearer than its own cell allows; once k are kept, a cell whose
 * least distance is beyond the k-th is passed over unread. Rings that would cover more cells
 * than the grid holds give way to the grid's cells sorted by their least distance. `mark` runs
 * once the walk has read more than `markAfter` slots; undefined once it has read more than
 * `budget` (a cell counts as a few).
 */
function nearest(
  c: MissionCatalog,
  qLat: number,
  qLng: number,
  k: number,
  matches: (slot: number) => boolean,
  stamp: number,
  typeId: number,
  spend: { budget: number; markAfter: number; mark: () => void },
): number[] | undefined {
  const { budget } = spend;
  let markAfter = spend.markAfter;
  // With a service type, each cell's list of that type: the others are never read.
  const grid = c.cellGrid();
  const cellList = grid
    ? (r: number, col: number) => grid.list(r, col, typeId)
    : (r: number, col: number) => {
        const cell = r * cellColumns + col;
        return typeId >= 0 ? c.byCellType.get(cellTypeKey(cell, typeId)) : c.byCell.get(cell);
      };
  const lookUpCost = grid ? 1 : mapLookUpReads;
  // The nearest so far, in order: a slot farther than the k-th is dropped at once.
  const kept: number[] = [];
  const nearer = nearerBy(c);
  const { seen } = c;
  let reads = 0;
  const visit = (list: SlotList | undefined) => {
    reads += lookUpCost;
    if (!list) return;
    const { items, start, length } = list;
    reads += length;
    for (let i = start; i < start + length; i++) {
      const slot = items[i]!;
      // Tested before the mark: most slots of a cell are not candidates, and a test that
      // starts with the candidate mark passes them over with one read.
      if (!matches(slot) || seen[slot] === stamp) continue;
      seen[slot] = stamp;
      c.distance[slot] = distanceKm(c.rec.lat(slot), c.lng[slot]!, qLat, qLng);
      if (kept.length === k && !nearer(slot, kept[k - 1]!)) continue;
      let lo = 0;
      let hi = kept.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (nearer(kept[mid]!, slot)) lo = mid + 1;
        else hi = mid;
      }
      kept.splice(lo, 0, slot);
      if (kept.length > k) kept.pop();
    }
  };
  const kth = () => (kept.length === k ? c.distance[kept[k - 1]!]! : Infinity);
  const visitCell = (r: number, col: number) => {
    if (kept.length === k && cellBound(r, col, qLat, qLng) > kth()) return;
    visit(cellList(r, col));
    if (reads > markAfter) {
      markAfter = Infinity;
      spend.mark();
    }
  };
  const row = cellRow(qLat);
  const column = cellColumn(qLng);
  const e = c.extent;
  // A degree of longitude is no narrower than at the farthest latitude either end can have.
  const narrowest = Math.cos(radians(Math.min(90, Math.max(c.maxAbsLat, Math.abs(qLat)))));
  const inColumns = (col: number) => col >= e.minColumn && col <= e.maxColumn;
  for (let d = 0; ; d++) {
    // The ring's cells within the extent: its top and bottom rows whole, its sides' two cells.
    const [top, bottom, left, right] = [row - d, row + d, column - d, column + d];
    for (let r = Math.max(top, e.minRow); r <= Math.min(bottom, e.maxRow); r++) {
      if (r === top || r === bottom) {
        for (let col = Math.max(left, e.minColumn); col <= Math.min(right, e.maxColumn); col++)
          visitCell(r, col);
      } else {
        if (inColumns(left)) visitCell(r, left);
        if (inColumns(right)) visitCell(r, right);
      }
    }
    if (reads > budget) return undefined;
    const south = (row - d) * cellDegrees - 90;
    const north = (row + d + 1) * cellDegrees - 90;
    const west = (column - d) * cellDegrees - 180;
    const east = (column + d + 1) * cellDegrees - 180;
    const outside =
      6371 *
        radians(
          Math.min(
            qLat - south,
            north - qLat,
            (qLng - west) * narrowest,
            (east - qLng) * narrowest,
          ),
        ) *
        (1 - 1e-9) -
      1e-9;
    if (outside > kth()) return kept;
    const covered =
      row - d <= e.minRow &&
      row + d >= e.maxRow &&
      column - d <= e.minColumn &&
      column + d >= e.maxColumn;
    if (covered) return kept;
    // Without the grid's arrays every cell is a map's look-up, empty or not: past as many
    // cells as hold slots, the cells that do are sorted by distance instead.
    if (!grid && (2 * d + 3) ** 2 > 4 * c.byCell.size + 64) break;
  }
  const cells = [...c.byCell.keys()].map((cell) => {
    const [r, col] = [Math.floor(cell / cellColumns), cell % cellColumns];
    return { r, col, bound: cellBound(r, col, qLat, qLng) };
  });
  cells.sort((a, b) => a.bound - b.bound);
  for (const { r, col, bound } of cells) {
    if (bound > kth()) break;
    visitCell(r, col);
    if (reads > budget) return undefined;
  }
  return kept;
}

/**
 * No point of the cell is nearer than this: the distance to the cell's nearest corner or
 * edge, with the narrowest degree of longitude the cell's latitudes give.
 */
function cellBound(row: number, col: number, qLat: number, qLng: number) {
  const south = row * cellDegrees - 90;
  const north = (row + 1) * cellDegrees - 90;
  const west = col * cellDegrees - 180;
  const east = (col + 1) * cellDegrees - 180;
  const dLat = qLat < south ? south - qLat : qLat > north ? qLat - north : 0;
  const dLng = qLng < west ? west - qLng : qLng > east ? qLng - east : 0;
  const widest = Math.max(Math.abs(south + qLat), Math.abs(north + qLat)) / 2;
  const d =
    6371 *
    Math.sqrt(Math.pow(radians(dLat), 2) + Math.pow(radians(dLng) * Math.cos(radians(widest)), 2));
  // Floating point: never let the bound pass a point it should not.
  return d * (1 - 1e-9) - 1e-9;
}
