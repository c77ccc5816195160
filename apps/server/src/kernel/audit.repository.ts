import type { TokenKind } from '@zyz/domain';
import type { Executor } from '../db/client';
import { auditLog } from '../db/schema/index';

export interface AuditEntry {
  actorKind: TokenKind | null;
  actorId: number | null;
  action: string;
  target?: string | null;
  ip?: string | null;
  detail?: Record<string, unknown>;
}

/** One row of the audit log; written inside the caller's transaction so it commits with the act. */
export async function insertAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}
