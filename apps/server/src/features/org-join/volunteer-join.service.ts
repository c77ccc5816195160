import { BizCode, type JoinState, type JoinStatus, type MyJoin, type PageQuery } from '@zyz/domain';
import type { Deps } from '../../deps';
import { BizError } from '../../lib/biz-error';
import {
  findLatestJoin,
  findMembership,
  findMyJoinPage,
  findLogoffState,
  insertPendingJoin,
  removeMembership,
  withdrawPendingJoin,
} from './org-join.repository';
import { unauthorized, type Caller, findDistrictById } from '../../kernel';

const notFound = () => new BizError(BizCode.NotFound, '组织不存在或已停用');
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function createVolunteerJoinService(deps: Deps) {
  const { db } = deps;

  async function activeNode(districtId: number) {
    const node = await findDistrictById(db, districtId);
    if (!node || node.status !== 'active') throw notFound();
    return node;
  }

  async function statusOf(volunteerId: number, node: { id: number; name: string }) {
    const base = { districtId: String(node.id), districtName: node.name };
    const member = await findMembership(db, volunteerId, node.id);
    if (member)
      return {
        ...base,
        state: 'member',
        reason: null,
        appliedAt: iso(member.joinedAt),
      } satisfies JoinStatus;
    const latest = await findLatestJoin(db, volunteerId, node.id);
    if (latest?.state === 'pending' || latest?.state === 'rejected')
      return {
        ...base,
        state: latest.state,
        reason: latest.reason,
        appliedAt: iso(latest.appliedAt),
      } satisfies JoinStatus;
    return { ...base, state: 'none', reason: null, appliedAt: null } satisfies JoinStatus;
  }

  return {
    async status(caller: Caller, districtId: number): Promise<JoinStatus> {
      return statusOf(caller.subjectId, await activeNode(districtId));
    },

    /** Asks to join; the node's staff decide in the console. */
    async apply(caller: Caller, districtId: number): Promise<JoinStatus> {
      const node = await activeNode(districtId);
      const me = await findLogoffState(db, caller.subjectId);
      if (!me) throw unauthorized();
      if (me.logoffState !== 'none')
        throw new BizError(BizCode.Forbidden, '账号注销中，不能申请加入组织');
      if (await findMembership(db, caller.subjectId, node.id))
        throw new BizError(BizCode.Conflict, '您已是该组织的成员');
      if (!(await insertPendingJoin(db, caller.subjectId, node.id)))
        throw new BizError(BizCode.Conflict, '您已提交加入申请，请等待组织审核');
      return statusOf(caller.subjectId, node);
    },

    /** Withdraws a pending request, or leaves the node when already a member. */
    async cancel(caller: Caller, districtId: number): Promise<JoinStatus> {
      const node = await findDistrictById(db, districtId);
      if (!node) throw notFound();
      const withdrawn = await withdrawPendingJoin(db, caller.subjectId, node.id);
      if (!withdrawn) {
        const left = await db.transaction((tx) => removeMembership(tx, caller.subjectId, node.id));
        if (!left) throw new BizError(BizCode.NotFound, '您尚未加入该组织，也没有待审核的申请');
      }
      return statusOf(caller.subjectId, node);
    },

    async myList(caller: Caller, q: PageQuery) {
      const page = await findMyJoinPage(db, caller.subjectId, q);
      return {
        total: page.total,
        list: page.list.map(({ join, districtName }): MyJoin => ({
          joinId: String(join.id),
          districtId: String(join.districtId),
          districtName,
          state: join.state as JoinState,
          reason: join.reason,
          appliedAt: join.appliedAt.toISOString(),
          decidedAt: iso(join.decidedAt),
        })),
      };
    },
  };
}
