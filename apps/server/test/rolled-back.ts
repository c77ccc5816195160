import type { Db, Executor } from '../src/db/client';

/** Runs `body` in a transaction that is rolled back: the shared test database stays as it was. */
export async function inRolledBack(db: Db, body: (tx: Executor) => Promise<void>) {
  const rollback = new Error('rollback');
  await db
    .transaction(async (tx) => {
      await body(tx);
      throw rollback;
    })
    .catch((err) => {
      if (err !== rollback) throw err;
    });
}
