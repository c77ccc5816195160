import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mfaRecoveryCodes, mfaTickets, orgAccounts } from '../../db/schema/index';
import { clock } from '../../kernel';

// The second factor's rows: the account's secret and step floor, its recovery codes (keyed
// hashes) and the sign-in tickets (SHA-256 of the ticket). Instants come from the platform clock.

/** A secret set up but not yet confirmed: any earlier pending one is replaced. */
export async function savePendingSecret(db: Executor, accountId: number, secretEnc: string) {
  const rows = await db
    .update(orgAccounts)
    .set({ totpSecretEnc: secretEnc, totpLastStep: null })
    .where(and(eq(orgAccounts.id, accountId), isNull(orgAccounts.totpEnabledAt)))
    .returning({ id: orgAccounts.id });
  return rows.length > 0;
}

/**
 * Confirms the pending secret the code was checked against. False when it changed meanwhile (a
 * second setup in another tab) or was already confirmed: then nothing is enabled.
 */
export async function enablePendingSecret(
  tx: Executor,
  accountId: number,
  secretEnc: string,
  step: number,
) {
  const rows = await tx
    .update(orgAccounts)
    .set({ totpEnabledAt: clock.now(), totpLastStep: step })
    .where(
      and(
        eq(orgAccounts.id, accountId),
        eq(orgAccounts.totpSecretEnc, secretEnc),
        isNull(orgAccounts.totpEnabledAt),
      ),
    )
    .returning({ id: orgAccounts.id });
  return rows.length > 0;
}

/**
 * Raises the replay floor to the step just accepted. False when the floor is already there or
 * above: the same code, or an older one, was accepted in the meantime (two requests at once).
 */
export async function raiseStepFloor(db: Executor, accountId: number, step: number) {
  const rows = await db
    .update(orgAccounts)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(orgAccounts.id, accountId),
        or(isNull(orgAccounts.totpLastStep), lt(orgAccounts.totpLastStep, step)),
      ),
    )
    .returning({ id: orgAccounts.id });
  return rows.length > 0;
}

/** Disable or reset: the secret, its recovery codes and open sign-in tickets all go. */
export async function clearSecondFactor(tx: Executor, accountId: number) {
  await tx
    .update(orgAccounts)
    .set({ totpSecretEnc: null, totpEnabledAt: null, totpLastStep: null })
    .where(eq(orgAccounts.id, accountId));
  await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.accountId, accountId));
  await tx.delete(mfaTickets).where(eq(mfaTickets.accountId, accountId));
}

export async function replaceRecoveryCodes(tx: Executor, accountId: number, hashes: string[]) {
  await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.accountId, accountId));
  await tx.insert(mfaRecoveryCodes).values(hashes.map((codeHash) => ({ accountId, codeHash })));
}

export async function countUnusedRecoveryCodes(db: Executor, accountId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(mfaRecoveryCodes)
    .where(and(eq(mfaRecoveryCodes.accountId, accountId), isNull(mfaRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** Spends an unused recovery code; false when it is unknown or already spent (single use). */
export async function spendRecoveryCode(db: Executor, accountId: number, codeHash: string) {
  const rows = await db
    .update(mfaRecoveryCodes)
    .set({ usedAt: clock.now() })
    .where(
      and(
        eq(mfaRecoveryCodes.accountId, accountId),
        eq(mfaRecoveryCodes.codeHash, codeHash),
        isNull(mfaRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: mfaRecoveryCodes.id });
  return rows.length > 0;
}

export async function insertTicket(
  db: Executor,
  row: { ticketHash: string; accountId: number; createdAt: Date; expiresAt: Date },
) {
  await db.insert(mfaTickets).values(row);
}

/** Whose ticket this is, live or not: the throttle counts attempts by account. */
export async function findTicketOwner(db: Executor, ticketHash: string) {
  const [row] = await db
    .select({ accountId: mfaTickets.accountId })
    .from(mfaTickets)
    .where(eq(mfaTickets.ticketHash, ticketHash))
    .limit(1);
  return row?.accountId ?? null;
}

/**
 * A live ticket, locked until the transaction ends so two codes sent at once are judged one
 * after the other: not used, not expired by the platform clock, fewer than `maxFailures` wrong.
 */
export async function lockLiveTicket(tx: Executor, ticketHash: string, maxFailures: number) {
  const [row] = await tx
    .select({ id: mfaTickets.id, accountId: mfaTickets.accountId, failures: mfaTickets.failures })
    .from(mfaTickets)
    .where(
      and(
        eq(mfaTickets.ticketHash, ticketHash),
        isNull(mfaTickets.usedAt),
        gt(mfaTickets.expiresAt, clock.now()),
        lt(mfaTickets.failures, maxFailures),
      ),
    )
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function markTicketUsed(tx: Executor, id: number) {
  await tx.update(mfaTickets).set({ usedAt: clock.now() }).where(eq(mfaTickets.id, id));
}

/** One more wrong code on the ticket; returns the count. */
export async function countTicketFailure(tx: Executor, id: number): Promise<number> {
  const [row] = await tx
    .update(mfaTickets)
    .set({ failures: sql`${mfaTickets.failures} + 1` })
    .where(eq(mfaTickets.id, id))
    .returning({ failures: mfaTickets.failures });
  return row?.failures ?? 0;
}

/** Housekeeping: tickets live minutes; a day past expiry none can matter. */
export async function deleteDeadTickets(db: Executor) {
  await db
    .delete(mfaTickets)
    .where(lt(mfaTickets.expiresAt, new Date(clock.nowMs() - 24 * 60 * 60 * 1000)));
}
