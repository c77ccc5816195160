import { TokenKind } from '@zyz/domain';
import type { Executor } from '../../db/client';
import type { RequestContext } from '../../lib/request-context';
import { insertAudit, type AccountCredentials } from '../../kernel';

/**
 * Staff sign-ins, right and wrong, go to the audit log under the account's node (an unknown
 * name under none, read by the province; the name typed is not kept: it may be a password
 * typed in the wrong box). Volunteers' are not: the log is append-only and read by staff, and
 * the province's volunteers sign in orders of magnitude more often than its staff; their
 * sessions keep when and from where.
 */
export async function auditStaffSignIn(
  db: Executor,
  kind: TokenKind,
  account: AccountCredentials | null,
  ctx: RequestContext,
  action: 'auth.login.success' | 'auth.login.failure',
  detail: Record<string, unknown>,
): Promise<void> {
  if (kind !== TokenKind.Org) return;
  await insertAudit(db, {
    actorKind: TokenKind.Org,
    actorId: account?.id ?? null,
    action,
    ip: ctx.ip,
    userAgent: ctx.userAgent,
    districtPath: account?.staff?.nodePath ?? null,
    detail,
  });
}
