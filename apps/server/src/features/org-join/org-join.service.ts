import {
  asSentence,
  BizCode,
  maskMobile,
  type JoinAuditInput,
  type JoinListQuery,
  type JoinRequest,
  type JoinState,
  type Member,
  type MemberListQuery,
} from '@zyz/domain';
import type { Deps } from '../../deps';
import type { SiteMessageSender } from '../site-message';
import { BizError } from '../../lib/biz-error';
import type { RequestContext } from '../../lib/request-context';
import {
  addMemberships,
  decideJoins,
  findJoinRequestPage,
  findMemberPage,
  lockPendingJoins,
} from './org-join.repository';
import { type Caller, insertAudit, loadStaffScope, staffAuditOf } from '../../kernel';

const hoursOf = (minutes: number) => Math.round((minutes / 60) * 10) / 10;

/** The console side: every call acts on the caller's own node, never another's. */
export function createOrgJoinService(deps: Deps, siteMessages: SiteMessageSender) {
  const { db, cipher } = deps;
  const mobileOf = (enc: string | null) => maskMobile(enc ? cipher.decrypt(enc) : '');

  return {
    async requests(caller: Caller, q: JoinListQuery) {
      const scope = await loadStaffScope(db, caller);
      const page = await findJoinRequestPage(db, scope.district.id, q);
      return {
        total: page.total,
        list: page.list.map((r): JoinRequest => ({
          joinId: String(r.join.id),
          volunteerNo: r.volunteerNo,
          name: r.name,
          gender: r.gender,
          mobile: mobileOf(r.mobileEnc),
          serviceHours: hoursOf(r.serviceMinutes),
          state: r.join.state as JoinState,
          reason: r.join.reason,
          appliedAt: r.join.appliedAt.toISOString(),
          decidedAt: r.join.decidedAt?.toISOString() ?? null,
        })),
      };
    },

    /** All of the chosen requests are decided, or none: a stale selection changes nothing. */
    async audit(caller: Caller, input: JoinAuditInput, ctx: RequestContext) {
      const scope = await loadStaffScope(db, caller);
      const ids = [...new Set(input.joinIds)];
      const reason = input.approve ? null : (input.reason ?? null);
      await db.transaction(async (tx) => {
        const rows = await lockPendingJoins(tx, scope.district.id, ids);
        if (rows.length !== ids.length)
          throw new BizError(BizCode.Conflict, '所选申请中有已处理或不存在的申请，请刷新后重试');
        await decideJoins(tx, ids, {
          approved: input.approve,
          reason,
          deciderId: scope.account.id,
        });
        if (input.approve)
          await addMemberships(
            tx,
            scope.district.id,
            rows.map((r) => r.join.volunteerId),
          );
        await insertAudit(
          tx,
          rows.map((r) => ({
            ...staffAuditOf(scope, ctx),
            action: input.approve ? 'org.join.approve' : 'org.join.reject',
            target: `${r.name}（${r.volunteerNo}）`,
            reason,
            detail: { districtId: scope.district.id, joinId: r.join.id },
          })),
        );
        await siteMessages.send(
          tx,
          rows.map((r) => ({
            volunteerId: r.join.volunteerId,
            title: input.approve ? '加入组织申请已通过' : '加入组织申请未通过',
            content: input.approve
              ? `您已成为「${scope.district.name}」的成员。`
              : `「${scope.district.name}」未通过您的加入申请，原因：${asSentence(reason)}`,
          })),
        );
      });
      return { count: ids.length };
    },

    async members(caller: Caller, q: MemberListQuery) {
      const scope = await loadStaffScope(db, caller);
      const page = await findMemberPage(db, scope.district.id, q);
      return {
        total: page.total,
        list: page.list.map((r): Member => ({
          volunteerNo: r.volunteerNo,
          name: r.name,
          gender: r.gender,
          mobile: mobileOf(r.mobileEnc),
          serviceHours: hoursOf(r.serviceMinutes),
          isMain: r.isMain,
          joinedAt: r.joinedAt.toISOString(),
        })),
      };
    },
  };
}
