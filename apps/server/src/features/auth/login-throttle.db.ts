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

/** One row per key; the upsert restarts a window that has run out, atomically. */
async function bump(db: Db, key: string): Promise<void> {
  const expired = sql`${loginFailures.windowStart} <= ${windowStartCutoff}`;
  await db
    .insert(loginFailures)
    .values({ key, count: 1, windowStart: sql`now()` })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        count: sql`case when ${expired} then 1 else ${loginFailures.count} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${loginFailures.windowStart} end`,
      },
    });
}

export function createDbLoginThrottle(db: Db): LoginThrottle {
  return {
    async check(accountKey, ip) {
      const acct = accountCounterKey(accountKey);
      const ipKey = ipCounterKey(ip);
      const rows = await db
        .select({ key: loginFailures.key, count: loginFailures.count })
        .from(loginFailures)
        .where(
          sql`${inArray(loginFailures.key, [acct, ipKey])} and ${loginFailures.windowStart} > ${windowStartCutoff}`,
        );
      const countOf = (k: string) => rows.find((r) => r.key === k)?.count ?? 0;
      return blockFrom(countOf(acct), countOf(ipKey));
    },
    async recordFailure(accountKey, ip) {
      await bump(db, accountCounterKey(accountKey));
      await bump(db, ipCounterKey(ip));
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
