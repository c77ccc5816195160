import { asSentence } from '@zyz/domain';
import type { Executor } from '../../db/client';
import { findReviewOfAccount } from './org-registration.repository';

export const orgSignInMessages = {
  pending: (reviewer: string | null) =>
    `您的组织注册申请正在审核中${reviewer ? `（由${reviewer}审核）` : ''}，审核通过后即可登录，审核结果将以短信通知`,
  rejected: (reason: string | null) =>
    `您的组织注册申请未通过审核${reason ? `，原因：${asSentence(reason)}` : '。'}请修改后重新提交注册`,
} as const;

/**
 * What a staff member whose account is not active hears after a right password: for a node
 * still under review, or refused, the review says why; null leaves the general "disabled".
 */
export async function orgSignInRefusal(db: Executor, accountId: number): Promise<string | null> {
  const row = await findReviewOfAccount(db, accountId);
  if (!row) return null;
  if (row.status === 'pending' && row.reviewState === 'pending')
    return orgSignInMessages.pending(row.reviewerName);
  if (row.status === 'rejected' && row.reviewState === 'rejected')
    return orgSignInMessages.rejected(row.rejectReason);
  return null;
}
