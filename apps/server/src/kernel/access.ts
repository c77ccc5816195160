import { BizCode, DistrictLevel, type StaffRole } from '@zyz/domain';
import type { Executor } from '../db/client';
import type { DistrictRow, OrgAccountRow } from '../db/schema/index';
import { BizError } from '../lib/biz-error';
import { unauthorized, type Caller } from './caller';
import { findAccountWithDistrict } from './staff-account.repository';

/**
 * The one answer to "what may this staff member reach". Organisations form a tree stored as a
 * materialised path; a staff account belongs to one node and acts on that node and everything
 * under it. Every console service starts from `loadStaffScope` and asks the predicates below,
 * so a change to who may see what is made here once.
 */
export interface StaffScope {
  account: OrgAccountRow;
  district: DistrictRow;
  accountId: number;
  districtId: number;
  districtName: string;
  /** The node's materialised path: a node is in scope when its path starts with this. */
  path: string;
  role: StaffRole;
  /** Province, city and county nodes (federations) review the organisations under them. */
  isFederation: boolean;
  /** The provincial federation: the tree's root. */
  isRoot: boolean;
}

/**
 * `org_accounts.role` keeps its two admin values ('federation' for a federation node's admin,
 * 'org' for an organisation's) and gains 'operator': staff who do the daily work but do not
 * manage staff or the profile.
 */
export const storedRoleOf = (role: StaffRole, level: number) =>
  role === 'operator' ? 'operator' : level < DistrictLevel.Organization ? 'federation' : 'org';

export const staffRoleOf = (stored: string): StaffRole =>
  stored === 'operator' ? 'operator' : 'admin';

/** Loads the signed-in staff member and their node; a disabled or deleted account is signed out. */
export async function loadStaffScope(db: Executor, caller: Caller): Promise<StaffScope> {
  const row = await findAccountWithDistrict(db, caller.subjectId);
  if (!row || row.account.status !== 'active') throw unauthorized();
  return {
    account: row.account,
    district: row.district,
    accountId: row.account.id,
    districtId: row.district.id,
    districtName: row.district.name,
    path: row.district.path,
    role: staffRoleOf(row.account.role),
    isFederation: row.district.level < DistrictLevel.Organization,
    isRoot: row.district.parentId === null,
  };
}

/**
 * The caller's subtree for a read that needs nothing else of the scope: the path that came
 * with the session (no round trip), or else the account's as loadStaffScope reads it.
 */
export async function staffPathOf(db: Executor, caller: Caller): Promise<string> {
  if (caller.kind === 'org' && caller.nodePath) return caller.nodePath;
  return (await loadStaffScope(db, caller)).path;
}

/** The refusal for an object outside the caller's subtree. */
export const forbidden = () => new BizError(BizCode.Forbidden, '无权操作其他组织的活动');

export const isInScope = (scope: Pick<StaffScope, 'path'>, districtPath: string) =>
  districtPath.startsWith(scope.path);

/** May this caller touch an object that belongs to the node at `districtPath`? */
export function assertInScope(scope: Pick<StaffScope, 'path'>, districtPath: string) {
  if (!isInScope(scope, districtPath)) throw forbidden();
}

export const adminOnly = () =>
  new BizError(BizCode.Forbidden, '仅组织管理员可进行此操作，操作员无此权限');

/** Staff management and the node's profile: admins only, never operators. */
export async function loadAdminScope(db: Executor, caller: Caller): Promise<StaffScope> {
  const scope = await loadStaffScope(db, caller);
  if (scope.role !== 'admin') throw adminOnly();
  return scope;
}

/**
 * A federation node's admin (stored role 'federation'): site content, news and help are the
 * federations' voice. `refusal` is the Chinese text the console shows the others.
 */
export async function loadFederationScope(
  db: Executor,
  caller: Caller,
  refusal: string,
): Promise<StaffScope> {
  const scope = await loadStaffScope(db, caller);
  if (scope.account.role !== 'federation') throw new BizError(BizCode.Forbidden, refusal);
  return scope;
}

/** The provincial federation's admins: what spans the whole province (e.g. the outbox). */
export async function loadProvinceScope(
  db: Executor,
  caller: Caller,
  refusal: string,
): Promise<StaffScope> {
  const scope = await loadStaffScope(db, caller);
  if (scope.account.role !== 'federation' || !scope.isRoot)
    throw new BizError(BizCode.Forbidden, refusal);
  return scope;
}
