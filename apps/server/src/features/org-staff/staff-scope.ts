import { BizCode, DistrictLevel, type StaffRole } from '@zyz/domain';
import type { Executor } from '../../db/client';
import type { DistrictRow, OrgAccountRow } from '../../db/schema/index';
import { BizError } from '../../lib/biz-error';
import { unauthorized, type Caller } from '../../plugins/auth';
import { findAccountWithDistrict } from '../org-account/org-account.repository';

/**
 * `org_accounts.role` keeps its two admin values ('federation' for a federation node's admin,
 * 'org' for an organisation's) and gains 'operator': staff who do the daily work but do not
 * manage staff or the profile.
 */
export const storedRoleOf = (role: StaffRole, level: number) =>
  role === 'operator' ? 'operator' : level < DistrictLevel.Organization ? 'federation' : 'org';

export const staffRoleOf = (stored: string): StaffRole =>
  stored === 'operator' ? 'operator' : 'admin';

/** The signed-in staff member and their node: everything here acts on that node only. */
export interface StaffScope {
  account: OrgAccountRow;
  district: DistrictRow;
  role: StaffRole;
  /** Province, city and county nodes review the organisations registering under them. */
  isFederation: boolean;
}

export async function loadStaffScope(db: Executor, caller: Caller): Promise<StaffScope> {
  const row = await findAccountWithDistrict(db, caller.subjectId);
  if (!row || row.account.status !== 'active') throw unauthorized();
  return {
    account: row.account,
    district: row.district,
    role: staffRoleOf(row.account.role),
    isFederation: row.district.level < DistrictLevel.Organization,
  };
}

export const adminOnly = () =>
  new BizError(BizCode.Forbidden, '仅组织管理员可进行此操作，操作员无此权限');

export async function loadAdminScope(db: Executor, caller: Caller): Promise<StaffScope> {
  const scope = await loadStaffScope(db, caller);
  if (scope.role !== 'admin') throw adminOnly();
  return scope;
}
