import { and, desc, eq, gte, inArray, isNull, like, lt, or, type SQL } from 'drizzle-orm';
import { TokenKind } from '@zyz/domain';
import type { Executor } from '../../db/client';
import { auditLog, orgAccounts, volunteers } from '../../db/schema/index';
import { countUpToDepth } from '../../kernel';

export interface AuditListFilter {
  /** The reader's node path. */
  path: string;
  /** Federations read their subtree; an organisation its own node alone. */
  isSubtree: boolean;
  /** The province's staff also read entries that belong to no node (volunteers' own acts). */
  hasPathless: boolean;
  operator?: string;
  action?: string;
  /** Half-open: from `since` (included) to `until` (excluded). */
  since?: Date;
  until?: Date;
  pageIndex: number;
  pageSize: number;
}

function scopeOf(f: AuditListFilter): SQL {
  // Paths are digits and slashes only ('/1/2/'), so no LIKE wildcard can slip in; the prefix
  // walks audit_log_path_idx (text_pattern_ops).
  const own = f.isSubtree
    ? like(auditLog.districtPath, `${f.path}%`)
    : eq(auditLog.districtPath, f.path);
  return f.hasPathless ? or(own, isNull(auditLog.districtPath))! : own;
}

/** A console account by login name or name, or a volunteer by number: each an indexed look-up. */
function actorIs(db: Executor, operator: string): SQL {
  const staff = db
    .select({ id: orgAccounts.id })
    .from(orgAccounts)
    .where(or(eq(orgAccounts.loginName, operator), eq(orgAccounts.name, operator)));
  const volunteer = db
    .select({ id: volunteers.id })
    .from(volunteers)
    .where(eq(volunteers.volunteerNo, operator.toUpperCase()));
  return or(
    and(eq(auditLog.actorKind, TokenKind.Org), inArray(auditLog.actorId, staff)),
    and(eq(auditLog.actorKind, TokenKind.Volunteer), inArray(auditLog.actorId, volunteer)),
  )!;
}

function whereOf(db: Executor, f: AuditListFilter) {
  return and(
    scopeOf(f),
    f.operator ? actorIs(db, f.operator) : undefined,
    f.action ? eq(auditLog.action, f.action) : undefined,
    f.since ? gte(auditLog.at, f.since) : undefined,
    f.until ? lt(auditLog.at, f.until) : undefined,
  );
}

/**
 * One page of the log, newest first, with each actor's names; the total counted up to the list
 * depth (the province's log grows without end).
 */
export async function findAuditListPage(db: Executor, f: AuditListFilter) {
  const where = whereOf(db, f);
  const { pageIndex: _page, ...filters } = f;
  const [list, total] = await Promise.all([
    db
      .select({
        entry: auditLog,
        staffName: orgAccounts.name,
        staffLoginName: orgAccounts.loginName,
        volunteerName: volunteers.name,
        volunteerNo: volunteers.volunteerNo,
      })
      .from(auditLog)
      .leftJoin(
        orgAccounts,
        and(eq(auditLog.actorKind, TokenKind.Org), eq(orgAccounts.id, auditLog.actorId)),
      )
      .leftJoin(
        volunteers,
        and(eq(auditLog.actorKind, TokenKind.Volunteer), eq(volunteers.id, auditLog.actorId)),
      )
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(f.pageSize)
      .offset((f.pageIndex - 1) * f.pageSize),
    countUpToDepth(db, auditLog, where, JSON.stringify(['audit', filters])),
  ]);
  return { list, total };
}
