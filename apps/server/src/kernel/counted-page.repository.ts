import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';

// A page read from one table's index, then joined: the page's ids and the total of all matches
// come from the filtered table alone (one scan, window functions), and only the page's rows
// are joined with what they show. A volunteer with years of applications or a mission with
// thousands of applicants then costs ten joins per page, not one per match.

/**
 * The page's ids with the total and each row's place, as the subquery `page` to join the rows
 * to. For a prepared query: its limit and offset are the placeholders `limit` and `offset`.
 * A page past the end holds the last match alone (its place not after the offset), so that
 * the total still comes back in the one round trip; `runCountedPage` drops it.
 */
export function idPageWithTotal(
  db: Executor,
  id: PgColumn,
  table: PgTable,
  where: SQL | undefined,
  order: SQL[],
) {
  const ranked = db
    .select({
      id,
      total: sql<number>`(count(*) over ())::int`.as('total'),
      place: sql<number>`(row_number() over (order by ${sql.join(order, sql`, `)}))::int`.as(
        'place',
      ),
    })
    .from(table)
    .where(where)
    .as('ranked');
  const offset = sql`${sql.placeholder('offset')}::int`;
  const limit = sql`${sql.placeholder('limit')}::int`;
  return db
    .select({ id: ranked.id, total: ranked.total, place: ranked.place })
    .from(ranked)
    .where(
      sql`(${ranked.place} > ${offset} and ${ranked.place} <= ${offset} + ${limit})
        or (${ranked.place} = ${ranked.total} and ${ranked.place} <= ${offset})`,
    )
    .as('page');
}

/** The page's rows, each carrying the total and its place, from a query built on the above. */
interface CountedPageStatement<Values, Row> {
  execute(values: Values & { limit: number; offset: number }): Promise<Row[]>;
}

/** Runs the prepared page: its rows in order and the total, in one round trip. */
export async function runCountedPage<Values, Row extends { total: number; place: number }>(
  statement: CountedPageStatement<Values, Row>,
  values: Values,
  q: { pageIndex: number; pageSize: number },
) {
  const offset = (q.pageIndex - 1) * q.pageSize;
  // Not a spread: one that gains properties makes a hidden class per call (lib/with-fields.ts).
  const rows = await statement.execute(Object.assign({}, values, { limit: q.pageSize, offset }));
  const list = rows
    .filter((row) => row.place > offset)
    .map(({ total: _total, place: _place, ...row }) => row);
  return { list, total: rows[0]?.total ?? 0 };
}
