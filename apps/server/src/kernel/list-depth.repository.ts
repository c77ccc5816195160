import { count, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { listDepth } from '@zyz/domain';
import type { Executor } from '../db/client';
import { rowsOf } from './raw-rows.repository';

/**
 * Past this many expected matches the total is "more than the depth" without counting. The
 * planner's estimate comes from the table's statistics in a fraction of a millisecond; proving
 * 1,001 matches of a common two-character keyword among 4 M subjects took 2 s either way (the
 * trigram bitmap, or walking the newest-first index). Five times the depth leaves room for an
 * estimate several times too high before a list would claim more than it holds.
 */
const surelyBeyondDepth = listDepth * 5;

/** The planner's estimate of the rows `query` returns (EXPLAIN, not run). */
export async function plannedRows(db: Executor, query: SQLWrapper): Promise<number> {
  const [row] = await rowsOf<Record<string, unknown>>(db, sql`explain (format json) ${query}`);
  const raw = Object.values(row ?? {})[0];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [
    { Plan: { 'Plan Rows': number } },
  ];
  return plan[0].Plan['Plan Rows'];
}

/**
 * What the last minute found for a filter set, by a key the caller gives (its filters):
 * - 'beyond': more than the depth matched. More than a thousand matches do not fall under a
 *   thousand within a minute but by mass deletion, and every page of a province-wide list
 *   would otherwise plan and count again; the total is "more than the depth" without asking.
 * - 'counted': the planner expected few enough to count. The count, bounded at one past the
 *   depth, is run again at once without asking the planner first: an organisation's own list
 *   (most are within the depth) then costs the page and the count, not a plan besides. The
 *   count stops at the depth however many have been added since, and a set that now matches
 *   too many to count would have been counted anyway had the planner been asked a minute ago.
 */
const verdictFor = 60_000;
type Verdict = { kind: 'beyond' | 'counted'; until: number };
/** Per database handle, so that two apps in one process (tests) never share a verdict. */
const verdictsOf = new WeakMap<Executor, Map<string, Verdict>>();

function verdicts(db: Executor) {
  let known = verdictsOf.get(db);
  if (!known) verdictsOf.set(db, (known = new Map()));
  return known;
}

function remember(db: Executor, key: string, kind: Verdict['kind']) {
  const known = verdicts(db);
  if (known.size >= 10_000 && !known.has(key)) known.delete(known.keys().next().value!);
  known.set(key, { kind, until: Date.now() + verdictFor });
}

/** A total counted by the caller itself: past the depth, it is kept as such for a minute. */
export function noteTotal(db: Executor, key: string, total: number) {
  if (total > listDepth) remember(db, key, 'beyond');
}

/**
 * What the last minute found for the filter set under `key`: 'beyond' (more than the depth),
 * 'counted' (few enough to count), or undefined (not asked, or more than a minute ago).
 */
export function totalVerdict(db: Executor, key: string) {
  const known = verdicts(db);
  const verdict = known.get(key);
  if (verdict === undefined) return undefined;
  if (verdict.until > Date.now()) return verdict.kind;
  known.delete(key);
  return undefined;
}

/**
 * Matches of `where` in `table`, counted up to one past `listDepth`: the index walk stops there
 * instead of counting millions of rows on every page of a province-wide list. When the planner
 * expects far more than that, the answer is one past the depth without walking. With `key`
 * (the caller's filters, page aside), a total past the depth is kept for a minute, and so is
 * the planner's word that the set is small enough to count. `where` may be given as a
 * function: a kept total then never builds the filters' SQL.
 */
export async function countUpToDepth(
  db: Executor,
  table: PgTable,
  where: SQL | undefined | (() => SQL | undefined),
  key?: string,
): Promise<number> {
  const verdict = key === undefined ? undefined : totalVerdict(db, key);
  if (verdict === 'beyond') return listDepth + 1;
  const filters = typeof where === 'function' ? where() : where;
  const matches = () =>
    db
      .select({ one: sql`1` })
      .from(table)
      .where(filters);
  if (verdict === undefined && (await plannedRows(db, matches())) > surelyBeyondDepth) {
    if (key !== undefined) remember(db, key, 'beyond');
    return listDepth + 1;
  }
  const [row] = await db.select({ n: count() }).from(
    matches()
      .limit(listDepth + 1)
      .as('matches'),
  );
  const n = row?.n ?? 0;
  // A verdict to count is not renewed by counting: after its minute the planner is asked again.
  if (key !== undefined && (n > listDepth || verdict === undefined))
    remember(db, key, n > listDepth ? 'beyond' : 'counted');
  return n;
}
