import type { SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';

/**
 * The rows of a statement written in SQL. `execute` is typed for no driver in particular;
 * node-postgres and PGlite both answer `{ rows }`.
 */
export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}
