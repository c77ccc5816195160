import { inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema/index';
import {
  accountCounterKey,
  blockFrom,
  ipCounterKey,
  throttleWindowSeconds,
  type LoginThrottle,
} from './login-throttle';

const windowStartCutoff = sql.raw(`now() - interval '${throttleWindowSeconds} seconds'`);

/**
 * One row per key. The two-row upsert counts both keys in one statement (row locks make
 * parallel attempts queue on the same counter) and restarts a window that has run out.
 */
async function bumpBoth(db: Db, keys: [string, string]) {
  const expired = sql`${loginFailures.windowStart} <= ${windowStartCutoff}`;
  return db
    .insert(loginFailures)
    .values(keys.map((key) => ({ key, count: 1, windowStart: sql`now()` })))
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        count: sql`case when ${expired} then 1 else ${loginFailures.count} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${loginFailures.windowStart} end`,
      },
    })
    .returning({ key: loginFailures.key, count: loginFailures.count });
}

async function takeBack(db: Db, keys: string[]) {
  await db
    .update(loginFailures)
    .set({ count: sql`greatest(${loginFailures.count} - 1, 0)` })
    .where(inArray(loginFailures.key, keys));
}

export function createDbLoginThrottle(db: Db): LoginThrottle {
  return {
    async reserve(accountKey, ip) {
      const acct = accountCounterKey(accountKey);
      const ipKey = ipCounterKey(ip);
      // A fixed key order ('acct:' < 'ip:') so two statements never lock in opposite orders.
      const rows = await bumpBoth(db, [acct, ipKey]);
      const countOf = (k: string) => rows.find((r) => r.key === k)?.count ?? 0;
      const block = blockFrom(countOf(acct), countOf(ipKey));
      if (block) await takeBack(db, [acct, ipKey]);
      return block;
    },
    async release(accountKey, ip) {
      await takeBack(db, [accountCounterKey(accountKey), ipCounterKey(ip)]);
    },
    async resetAccount(accountKey) {
      await db
        .delete(loginFailures)
        .where(inArray(loginFailures.key, [accountCounterKey(accountKey)]));
    },
    async prune() {
      await db.delete(loginFailures).where(lte(loginFailures.windowStart, windowStartCutoff));
    },
  };
}
