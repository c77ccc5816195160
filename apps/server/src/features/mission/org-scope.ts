import { BizCode } from '@zyz/domain';
import type { Executor } from '../../db/client';
import { BizError } from '../../lib/biz-error';
import { unauthorized, type Caller } from '../../plugins/auth';
import { findAccountWithDistrict } from '../org-account/org-account.repository';

/** What an organiser may reach: their own node and everything under it (materialised path). */
export interface OrgScope {
  accountId: number;
  districtId: number;
  path: string;
}

export const forbidden = () => new BizError(BizCode.Forbidden, '无权操作其他组织的活动');

export async function loadOrgScope(db: Executor, caller: Caller): Promise<OrgScope> {
  const row = await findAccountWithDistrict(db, caller.subjectId);
  if (!row || row.account.status !== 'active') throw unauthorized();
  return { accountId: row.account.id, districtId: row.district.id, path: row.district.path };
}

export const isInScope = (scope: OrgScope, districtPath: string) =>
  districtPath.startsWith(scope.path);

export function assertInScope(scope: OrgScope, districtPath: string) {
  if (!isInScope(scope, districtPath)) throw forbidden();
}
