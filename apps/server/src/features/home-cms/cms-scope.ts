import { BizCode } from '@zyz/domain';
import type { Executor } from '../../db/client';
import { BizError } from '../../lib/biz-error';
import { unauthorized, type Caller } from '../../plugins/auth';
import { findAccountWithDistrict } from '../org-account/org-account.repository';
import { findRootDistrict } from '../district/district.repository';

export interface CmsScope {
  accountId: number;
  districtId: number;
  districtName: string;
}

/** Site content belongs to a federation node and only its federation staff edit it. */
export async function loadCmsScope(db: Executor, caller: Caller): Promise<CmsScope> {
  const row = await findAccountWithDistrict(db, caller.subjectId);
  if (!row || row.account.status !== 'active') throw unauthorized();
  if (row.account.role !== 'federation')
    throw new BizError(BizCode.Forbidden, '仅联合会工作人员可以管理网站内容');
  return {
    accountId: row.account.id,
    districtId: row.district.id,
    districtName: row.district.name,
  };
}

/** The node whose site a portal call shows: the one asked for, or the provincial federation. */
export async function siteDistrictId(db: Executor, districtId?: number): Promise<number | null> {
  if (districtId) return districtId;
  const root = await findRootDistrict(db);
  return root?.id ?? null;
}
