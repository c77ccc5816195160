import type { TokenKind } from '@zyz/domain';
import type { Executor } from '../db/client';
import { auditLog } from '../db/schema/index';

export interface AuditEntry {
  actorKind: TokenKind | null;
  actorId: number | null;
  action: string;
  target?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  /** The organisation-tree node the entry belongs to (the staff's node, or the object's). */
  districtPath?: string | null;
  /** Why, where the act asked for a reason. */
  reason?: string | null;
  detail?: Record<string, unknown>;
}

/** One row of the audit log; written inside the caller's transaction so it commits with the act. */
export async function insertAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    ...entry,
    userAgent: entry.userAgent?.slice(0, 256) ?? null,
    reason: entry.reason?.slice(0, 500) ?? null,
  });
}
