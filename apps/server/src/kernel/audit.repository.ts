import { TokenKind } from '@zyz/domain';
import type { Executor } from '../db/client';
import { auditLog } from '../db/schema/index';
import type { RequestContext } from '../lib/request-context';
import type { StaffScope } from './access';

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

/**
 * Who acted and from where, for an entry by a signed-in staff member; the entry belongs to
 * their node unless the caller names the object's (`districtPath` after the spread).
 */
export const staffAuditOf = (
  scope: Pick<StaffScope, 'accountId' | 'path'>,
  ctx: RequestContext,
): Pick<AuditEntry, 'actorKind' | 'actorId' | 'ip' | 'userAgent' | 'districtPath'> => ({
  actorKind: TokenKind.Org,
  actorId: scope.accountId,
  ip: ctx.ip,
  userAgent: ctx.userAgent,
  districtPath: scope.path,
});

/**
 * Rows of the audit log, one statement however many; written inside the caller's transaction
 * so they commit with the act.
 */
export async function insertAudit(db: Executor, entry: AuditEntry | AuditEntry[]): Promise<void> {
  const entries = Array.isArray(entry) ? entry : [entry];
  if (entries.length === 0) return;
  await db.insert(auditLog).values(
    entries.map((e) => ({
      ...e,
      target: e.target?.slice(0, 128) ?? null,
      userAgent: e.userAgent?.slice(0, 256) ?? null,
      reason: e.reason?.slice(0, 500) ?? null,
    })),
  );
}
