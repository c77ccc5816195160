import { orgAuditActions, type AuditLogQuery, type AuditLogRow } from '@zyz/domain';
import type { Deps } from '../../deps';
import { findAuditPage } from './org-staff.repository';
import { type Caller, loadAdminScope } from '../../kernel';

export function createAuditLogService(deps: Deps) {
  return {
    /** What the node's staff did, for its admin: who, when, what, to whom. */
    async list(caller: Caller, q: AuditLogQuery) {
      const scope = await loadAdminScope(deps.db, caller);
      const page = await findAuditPage(deps.db, scope.district.id, q);
      return {
        total: page.total,
        list: page.list.map(({ entry, actorName, actorLoginName }): AuditLogRow => ({
          id: String(entry.id),
          at: entry.at.toISOString(),
          actorName: actorName ?? '',
          actorLoginName: actorLoginName ?? '',
          action: entry.action,
          actionName: orgAuditActions[entry.action as keyof typeof orgAuditActions] ?? entry.action,
          target: entry.target,
          ip: entry.ip,
        })),
      };
    },
  };
}
