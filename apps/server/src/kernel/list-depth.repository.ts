import { count, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { listDepth } from '@zyz/domain';
import type { Executor } from '../db/client';

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
  const result = (await db.execute(sql`explain (format json) ${query}`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  const raw = Object.values(result.rows[0] ?? {})[0];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [
    { Plan: { 'Plan Rows': number } },
  ];
  return plan[0].Plan['Plan Rows'];
}

/**
 * Filter sets recently found to match more than the depth, by a key the caller gives (its
 * filters): for a minute their total is "more than the depth" without asking again. More than a
 * thousand matches do not fall under a thousand within a minute but by mass deletion, and every
 * page of a province-wide list would otherwise plan and count again.
 */
const beyondDepthFor = 60_000;
/** Per database handle, so that two apps in one process (tests) never share a verdict. */
const beyondDepthOf = new WeakMap<Executor, Map<string, number>>();

function verdicts(db: Executor) {
  let known = beyondDepthOf.get(db);
  if (!known) beyondDepthOf.set(db, (known = new Map()));
  return known;
}

function rememberBeyondDepth(db: Executor, key: string) {
  const known = verdicts(db);
  if (known.size >= 10_000) known.delete(known.keys().next().value!);
  known.set(key, Date.now() + beyondDepthFor);
}

function knownBeyondDepth(db: Executor, key: string) {
  const known = verdicts(db);
  const until = known.get(key);
  if (until === undefined) return false;
  if (until > Date.now()) return true;
  known.delete(key);
  return false;
}

/**
 * Matches of `where` in `table`, counted up to one past `listDepth`: the index walk stops there
 * instead of counting millions of rows on every page of a province-wide list. When the planner
 * expects far more than that, the answer is one past the depth without walking. With `key`
 * (the caller's filters, page aside), a total past the depth is kept for a minute. `where` may
 * be given as a function: a kept total then never builds the filters' SQL.
 */
export async function countUpToDepth(
  db: Executor,
  table: PgTable,
  where: SQL | undefined | (() => SQL | undefined),
  key?: string,
): Promise<number> {
  if (key !== undefined && knownBeyondDepth(db, key)) return listDepth + 1;
  const n = await countMatches(db, table, typeof where === 'function' ? where() : where);
  if (key !== undefined && n > listDepth) rememberBeyondDepth(db, key);
  return n;
}

async function countMatches(db: Executor, table: PgTable, where: SQL | undefined) {
  const matches = () =>
    db
      .select({ one: sql`1` })
      .from(table)
      .where(where);
  if ((await plannedRows(db, matches())) > surelyBeyondDepth) return listDepth + 1;
  const [row] = await db.select({ n: count() }).from(
    matches()
      .limit(listDepth + 1)
      .as('matches'),
  );
  return row?.n ?? 0;
}
