import { BizCode } from '@zyz/domain';
import type { Executor } from '../../db/client';
import { BizError } from '../../lib/biz-error';
import { unauthorized, type Caller } from '../../plugins/auth';
import { findAccountWithDistrict } from '../org-account/org-account.repository';

/** A federation staff member and the part of the tree whose content they keep. */
export interface CmsScope {
  accountId: number;
  districtId: number;
  path: string;
  /** Only the provincial federation (the root) writes the platform-wide help centre. */
  isRoot: boolean;
}

/** News and help are the federations' voice: an organisation's own staff may not publish them. */
export async function loadCmsScope(db: Executor, caller: Caller): Promise<CmsScope> {
  const row = await findAccountWithDistrict(db, caller.subjectId);
  if (!row || row.account.status !== 'active') throw unauthorized();
  if (row.account.role !== 'federation')
    throw new BizError(BizCode.Forbidden, '仅联合会工作人员可以管理新闻与帮助内容');
  return {
    accountId: row.account.id,
    districtId: row.district.id,
    path: row.district.path,
    isRoot: row.district.parentId === null,
  };
}
