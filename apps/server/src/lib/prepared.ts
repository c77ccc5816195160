import type { Executor } from '../db/client';

// Hot reads (a session by token, a mission's shifts, a volunteer's page) run as named prepared
// statements: PostgreSQL then plans them once per connection instead of on every request, which
// for these index look-ups costs more than executing them, and Drizzle builds the SQL once.
// Kept per executor (the pool, or one transaction) because a prepared query runs through the
// handle that built it, and a transaction's reads must stay on its own connection.

const byExecutor = new WeakMap<Executor, Map<string, unknown>>();

export function preparedOn<T>(db: Executor, name: string, prepare: (db: Executor) => T): T {
  let statements = byExecutor.get(db);
  if (!statements) byExecutor.set(db, (statements = new Map()));
  let statement = statements.get(name) as T | undefined;
  if (!statement) statements.set(name, (statement = prepare(db)));
  return statement;
}
