import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { verifyCodes } from '../../db/schema/verify-code';
import { clock, sqlNow } from '../../kernel';

/** Serialises sends to one target across instances until the transaction ends. */
export async function lockTarget(tx: Executor, targetHash: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${targetHash}, 0))`);
}

/** Sends to a target in the last 24 hours, and how many seconds ago the newest one was. */
export async function recentSendsToTarget(tx: Executor, targetHash: string) {
  const [row] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      newestAgeSeconds: sql<
        number | null
      >`floor(extract(epoch from ${sqlNow()} - max(${verifyCodes.createdAt})))::int`,
    })
    .from(verifyCodes)
    .where(
      and(
        eq(verifyCodes.targetHash, targetHash),
        gt(verifyCodes.createdAt, sql`${sqlNow()} - interval '24 hours'`),
      ),
    );
  return { count: row?.count ?? 0, newestAgeSeconds: row?.newestAgeSeconds ?? null };
}

export async function sendsFromIpLastHour(tx: Executor, ip: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(verifyCodes)
    .where(
      and(eq(verifyCodes.ip, ip), gt(verifyCodes.createdAt, sql`${sqlNow()} - interval '1 hour'`)),
    );
  return row?.count ?? 0;
}

/** Answers the new row's id. */
export async function insertCode(
  tx: Executor,
  row: typeof verifyCodes.$inferInsert,
): Promise<number> {
  const [created] = await tx
    .insert(verifyCodes)
    .values({ createdAt: clock.now(), ...row })
    .returning({ id: verifyCodes.id });
  return created!.id;
}

export async function deleteCode(tx: Executor, id: number) {
  await tx.delete(verifyCodes).where(eq(verifyCodes.id, id));
}

/** The newest code of a target and purpose, locked: only it can ever be consumed. */
export async function newestCodeForUpdate(
  tx: Executor,
  key: { channel: string; targetHash: string; purpose: string },
) {
  const [row] = await tx
    .select({
      id: verifyCodes.id,
      codeHash: verifyCodes.codeHash,
      attempts: verifyCodes.attempts,
      consumed: sql<boolean>`${verifyCodes.consumedAt} is not null`,
      expired: sql<boolean>`${verifyCodes.expiresAt} <= ${sqlNow()}`,
    })
    .from(verifyCodes)
    .where(
      and(
        eq(verifyCodes.targetHash, key.targetHash),
        eq(verifyCodes.purpose, key.purpose),
        eq(verifyCodes.channel, key.channel),
      ),
    )
    .orderBy(desc(verifyCodes.id))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function recordWrongTry(tx: Executor, id: number) {
  await tx
    .update(verifyCodes)
    .set({ attempts: sql`${verifyCodes.attempts} + 1` })
    .where(eq(verifyCodes.id, id));
}

export async function markConsumed(tx: Executor, id: number) {
  await tx.update(verifyCodes).set({ consumedAt: clock.now() }).where(eq(verifyCodes.id, id));
}
