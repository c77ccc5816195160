import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { TokenKind, type AuditAction } from '@zyz/domain';
import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema/index';

export const exportAction: AuditAction = 'account.exportData';

/**
 * Serialises one volunteer's exports across instances until the transaction ends, so two
 * requests at once cannot both find no export in the last hour.
 */
export async function lockExportsOf(tx: Executor, volunteerId: number) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`exportMyData:${volunteerId}`}, 0))`,
  );
}

/** When the volunteer last downloaded their data after `since`, read from the audit log. */
export async function findLatestExportSince(
  db: Executor,
  volunteerId: number,
  since: Date,
): Promise<Date | null> {
  const [row] = await db
    .select({ at: auditLog.at })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.actorKind, TokenKind.Volunteer),
        eq(auditLog.actorId, volunteerId),
        eq(auditLog.action, exportAction),
        gt(auditLog.at, since),
      ),
    )
    .orderBy(desc(auditLog.at))
    .limit(1);
  return row?.at ?? null;
}
