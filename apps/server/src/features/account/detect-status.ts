import type { DetectStatusInfo } from '@zyz/domain';
import type { Deps } from '../../deps';
import type { Executor } from '../../db/client';
import { unauthorized, type Caller } from '../../kernel';
import { findOrgReviewState } from './org-status.repository';

/** The signed-in organiser's verification state, from the review of the node and the account. */
export async function detectStatusOf(db: Executor, caller: Caller): Promise<DetectStatusInfo> {
  const row = await findOrgReviewState(db, caller.subjectId);
  if (!row) throw unauthorized();
  const base = { orgName: row.orgName, mobileBound: row.mobileHash !== null };
  if (row.orgStatus === 'pending')
    return {
      ...base,
      detectStatus: 'pending',
      tip: '组织注册信息正在审核中，审核通过后即完成认证',
    };
  if (row.orgStatus === 'rejected')
    return {
      ...base,
      detectStatus: 'rejected',
      tip: `组织注册未通过审核${row.rejectReason ? `：${row.rejectReason}` : ''}，请修改后重新提交`,
    };
  if (!base.mobileBound)
    return {
      ...base,
      detectStatus: 'incomplete',
      tip: '当前账号未绑定手机号码，请联系组织管理员补充后完成认证',
    };
  return { ...base, detectStatus: 'passed', tip: '组织已通过审核，账号已完成实名手机认证' };
}

/** 检测账号状态 for a console sign-in, built once by the composition root. */
export function createDetectStatusService({ db }: Deps) {
  return { detect: (caller: Caller) => detectStatusOf(db, caller) };
}
