import type { AuditStatic, MenuNode } from '@zyz/domain';
import type { Deps } from '../../deps';
import { countPendingReviews } from './audit-static.repository';
import { buildConsoleMenu } from './console-menu';
import { unauthorized, type Caller, findAccountWithDistrict } from '../../kernel';

/** The console calls tools use besides the screens: the review counts and the menu tree. */
export function createConsoleWireService(deps: Deps) {
  const { db } = deps;

  async function loadActive(caller: Caller) {
    const row = await findAccountWithDistrict(db, caller.subjectId);
    if (!row || row.account.status !== 'active') throw unauthorized();
    return row;
  }

  return {
    async auditStatic(caller: Caller): Promise<AuditStatic> {
      const { district } = await loadActive(caller);
      const n = await countPendingReviews(db, district);
      return {
        missionPersonAuditCount: n.missionPerson,
        orgJoinAuditCount: n.orgJoin,
        orgRegisterAuditCount: n.orgRegister,
        objectionAuditCount: n.objection,
        total: n.missionPerson + n.orgJoin + n.orgRegister + n.objection,
      };
    },

    async leftMenu(caller: Caller): Promise<MenuNode[]> {
      const { account, district } = await loadActive(caller);
      return buildConsoleMenu({ accountRole: account.role, level: district.level });
    },
  };
}
