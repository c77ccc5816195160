import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';

// A page read from one table's index, then joined: the page's ids and the total of all matches
// come from the filtered table alone (one scan, a window count), and only the page's ten rows
// are joined with what they show. A volunteer with years of applications or a mission with
// thousands of applicants then costs ten joins per page, not one per match.

/**
 * The page's ids with the window total, as the subquery `page` to join the rows to. For a
 * prepared query: its limit and offset are the placeholders `limit` and `offset`.
 */
export function idPageWithTotal(
  db: Executor,
  id: PgColumn,
  table: PgTable,
  where: SQL | undefined,
  order: SQL[],
) {
  return db
    .select({ id, total: sql<number>`(count(*) over ())::int`.as('total') })
    .from(table)
    .where(where)
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
}

interface CountedPageStatements<Values, Row> {
  /** The page's rows, each carrying the window total. */
  list: { execute(values: Values & { limit: number; offset: number }): Promise<Row[]> };
  /** The total alone, for a page past the end that has no row to carry it. */
  total: { execute(values: Values): Promise<{ n: number }[]> };
}

/** Runs the prepared page; asks for the total separately only when the page is past the end. */
export async function runCountedPage<Values, Row extends { total: number }>(
  statements: CountedPageStatements<Values, Row>,
  values: Values,
  q: { pageIndex: number; pageSize: number },
) {
  const offset = (q.pageIndex - 1) * q.pageSize;
  const rows = await statements.list.execute({ ...values, limit: q.pageSize, offset });
  const list = rows.map(({ total: _total, ...row }) => row);
  if (rows.length > 0) return { list, total: rows[0]!.total };
  if (offset === 0) return { list, total: 0 };
  const [total] = await statements.total.execute(values);
  return { list, total: total?.n ?? 0 };
}
