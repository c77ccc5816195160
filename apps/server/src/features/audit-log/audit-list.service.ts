import {
  auditActionName,
  chinaMidnight,
  maskName,
  TokenKind,
  type AuditListQuery,
  type AuditListRow,
} from '@zyz/domain';
import type { Deps } from '../../deps';
import { findAuditListPage } from './audit-list.repository';
import { readableTargets } from './audit-targets.repository';
import { assertWithinListDepth, type Caller, loadAdminScope } from '../../kernel';

const dayMs = 24 * 60 * 60 * 1000;

type PageRow = Awaited<ReturnType<typeof findAuditListPage>>['list'][number];

/** Who acted, as the console shows it: staff by name and login, volunteers masked. */
function actorOf(r: PageRow): Pick<AuditListRow, 'actorName' | 'actorLoginName'> {
  if (r.entry.actorKind === TokenKind.Org)
    return { actorName: r.staffName ?? '', actorLoginName: r.staffLoginName ?? '' };
  if (r.entry.actorKind === TokenKind.Volunteer)
    return { actorName: maskName(r.volunteerName), actorLoginName: r.volunteerNo ?? '' };
  return { actorName: '系统', actorLoginName: '' };
}

const toRow = (r: PageRow): AuditListRow => ({
  id: String(r.entry.id),
  at: r.entry.at.toISOString(),
  actorKind: (r.entry.actorKind as TokenKind | null) ?? null,
  ...actorOf(r),
  action: r.entry.action,
  actionName: auditActionName(r.entry.action),
  target: r.entry.target,
  ip: r.entry.ip,
  reason: r.entry.reason,
});

/**
 * The audit log as a node's admins read it: a federation its whole subtree (the province also
 * the entries of no node), an organisation its own node. Read-only: nothing here writes it.
 */
export function createAuditListService(deps: Deps) {
  const { db } = deps;
  return {
    async list(caller: Caller, q: AuditListQuery) {
      const scope = await loadAdminScope(db, caller);
      assertWithinListDepth(q);
      // A node without its tree path has no subtree to show (and '' would prefix every node).
      if (scope.path === '') return { list: [], total: 0 };
      const page = await findAuditListPage(db, {
        path: scope.path,
        isSubtree: scope.isFederation,
        hasPathless: scope.isRoot,
        operator: q.operator,
        action: q.action,
        since: q.beginDate ? chinaMidnight(q.beginDate) : undefined,
        until: q.endDate ? new Date(chinaMidnight(q.endDate).getTime() + dayMs) : undefined,
        pageIndex: q.pageIndex,
        pageSize: q.pageSize,
      });
      const targets = await readableTargets(
        db,
        page.list.map((r) => r.entry.target),
      );
      return {
        list: page.list.map((r, i) => ({ ...toRow(r), target: targets[i] ?? null })),
        total: page.total,
      };
    },
  };
}
