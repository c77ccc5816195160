import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { listDepth } from '@zyz/domain';
import type { Executor } from '../db/client';

/**
 * Matches of `where` in `table`, counted up to one past `listDepth`: the index walk stops there
 * instead of counting millions of rows on every page of a province-wide list.
 */
export async function countUpToDepth(
  db: Executor,
  table: PgTable,
  where: SQL | undefined,
): Promise<number> {
  const matches = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(listDepth + 1)
    .as('matches');
  const [row] = await db.select({ n: count() }).from(matches);
  return row?.n ?? 0;
}
