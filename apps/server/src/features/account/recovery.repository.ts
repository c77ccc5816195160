import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { TokenKind } from '@zyz/domain';
import type { Executor } from '../../db/client';
import { orgAccounts, passwordResetTickets, volunteers } from '../../db/schema/index';
import { clock } from '../../kernel';

export interface RecoveryAccount {
  id: number;
  loginName: string;
  /** False for an anonymised volunteer or a disabled staff account. */
  usable: boolean;
}

export async function findVolunteerByMobileHash(db: Executor, mobileHash: string) {
  const [row] = await db
    .select({ id: volunteers.id, loginName: volunteers.loginName, state: volunteers.logoffState })
    .from(volunteers)
    .where(eq(volunteers.mobileHash, mobileHash))
    .limit(1);
  return row ? { id: row.id, loginName: row.loginName, usable: row.state !== 'anonymised' } : null;
}

export async function findOrgByMobileHash(db: Executor, mobileHash: string) {
  const [row] = await db
    .select({ id: orgAccounts.id, loginName: orgAccounts.loginName, status: orgAccounts.status })
    .from(orgAccounts)
    .where(eq(orgAccounts.mobileHash, mobileHash))
    .limit(1);
  return row ? { id: row.id, loginName: row.loginName, usable: row.status === 'active' } : null;
}

/** Addresses are not unique: answers every account bound to it (case-insensitive). */
export async function findAccountsByEmail(
  db: Executor,
  kind: TokenKind,
  email: string,
): Promise<RecoveryAccount[]> {
  if (kind === 'volunteer') {
    const rows = await db
      .select({ id: volunteers.id, loginName: volunteers.loginName, state: volunteers.logoffState })
      .from(volunteers)
      .where(sql`lower(${volunteers.email}) = ${email.toLowerCase()}`)
      .limit(20);
    return rows.map((r) => ({
      id: r.id,
      loginName: r.loginName,
      usable: r.state !== 'anonymised',
    }));
  }
  const rows = await db
    .select({ id: orgAccounts.id, loginName: orgAccounts.loginName, status: orgAccounts.status })
    .from(orgAccounts)
    .where(sql`lower(${orgAccounts.email}) = ${email.toLowerCase()}`)
    .limit(20);
  return rows.map((r) => ({ id: r.id, loginName: r.loginName, usable: r.status === 'active' }));
}

export async function insertTicket(
  db: Executor,
  t: {
    tokenHash: string;
    kind: TokenKind;
    subjectId: number;
    channel: 'sms' | 'email';
    ttlSeconds: number;
  },
) {
  const { ttlSeconds, ...rest } = t;
  await db.insert(passwordResetTickets).values({
    ...rest,
    expiresAt: new Date(clock.nowMs() + ttlSeconds * 1000),
  });
}

/** Uses the ticket up in one statement: of two concurrent resets, only one gets the subject. */
export async function useTicket(db: Executor, tokenHash: string, kind: TokenKind) {
  const [row] = await db
    .update(passwordResetTickets)
    .set({ usedAt: clock.now() })
    .where(
      and(
        eq(passwordResetTickets.tokenHash, tokenHash),
        eq(passwordResetTickets.kind, kind),
        isNull(passwordResetTickets.usedAt),
        gt(passwordResetTickets.expiresAt, clock.now()),
      ),
    )
    .returning({
      subjectId: passwordResetTickets.subjectId,
      channel: passwordResetTickets.channel,
    });
  return row ?? null;
}

/** Earlier unused tickets of the account end when a new one is issued or one is used. */
export async function closeOpenTickets(db: Executor, kind: TokenKind, subjectId: number) {
  await db
    .update(passwordResetTickets)
    .set({ usedAt: clock.now() })
    .where(
      and(
        eq(passwordResetTickets.kind, kind),
        eq(passwordResetTickets.subjectId, subjectId),
        isNull(passwordResetTickets.usedAt),
      ),
    );
}
