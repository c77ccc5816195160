import {
  BizCode,
  type FindMissionListQuery,
  type LiveMissionDetail,
  type MissionTimesQuery,
} from '@zyz/domain';
import type { Deps } from '../../deps';
import type { Executor } from '../../db/client';
import type { MissionRow } from '../../db/schema/index';
import type { SiteMessageSender } from '../site-message';
import { BizError } from '../../lib/biz-error';
import { withFields } from '../../lib/with-fields';
import { findLiveApplications, setApplicationState } from './application.repository';
import { toLiveMissionDetail, toLiveMissionRow, toLiveShift } from './mission-dto';
import { findManagePage, findMissionById, lockMission, updateMission } from './mission.repository';
import { findTimesOfMission, findTimesPage, resetTimeCounters } from './mission-time.repository';
import {
  assertInScope,
  assertWithinListDepth,
  clock,
  findDistrictById,
  forbidden,
  isInScope,
  loadStaffScope,
  staffPathOf,
  type Caller,
} from '../../kernel';

export const missionNotFound = () => new BizError(BizCode.NotFound, '活动不存在');

type Transition = 'publish' | 'close' | 'cancel';
const allowedFrom: Record<Transition, string[]> = {
  publish: ['draft'],
  close: ['published'],
  cancel: ['draft', 'published', 'closed'],
};
const refusal: Record<Transition, string> = {
  publish: '只有草稿状态的活动可以发布',
  close: '只有招募中的活动可以结束招募',
  cancel: '活动已取消',
};

export function createMissionManageService(deps: Deps, siteMessages: SiteMessageSender) {
  const { db } = deps;

  async function loadOwned(caller: Caller, missionId: number) {
    const scope = await loadStaffScope(db, caller);
    const found = await findMissionById(db, missionId);
    if (!found) throw missionNotFound();
    assertInScope(scope, found.mission.districtPath);
    return found;
  }

  async function transition(caller: Caller, missionId: number, to: Transition) {
    const scope = await loadStaffScope(db, caller);
    await db.transaction(async (tx) => {
      const mission = await lockMission(tx, missionId);
      if (!mission) throw missionNotFound();
      assertInScope(scope, mission.districtPath);
      if (!allowedFrom[to].includes(mission.status))
        throw new BizError(BizCode.Conflict, refusal[to]);
      if (to === 'publish') {
        const times = await findTimesOfMission(tx, missionId);
        if (times.length === 0) throw new BizError(BizCode.Conflict, '请先设置活动时段');
        await updateMission(tx, missionId, { status: 'published', publishedAt: clock.now() });
      } else if (to === 'close') {
        await updateMission(tx, missionId, { status: 'closed' });
      } else {
        await cancelWithNotice(tx, siteMessages, mission);
      }
    });
  }

  return {
    async findMissionList(caller: Caller, q: FindMissionListQuery) {
      assertWithinListDepth(q);
      const scope = { path: await staffPathOf(db, caller) };
      let districtPath: string | undefined;
      if (q.districtId) {
        const node = await findDistrictById(db, q.districtId);
        if (!node || !isInScope(scope, node.path)) throw forbidden();
        districtPath = node.path;
      }
      const page = await findManagePage(db, scope.path, withFields(q, { districtPath }));
      return {
        list: page.list.map((r) => toLiveMissionRow(r.mission, r.districtName)),
        total: page.total,
      };
    },

    async viewMission(caller: Caller, missionId: number): Promise<LiveMissionDetail> {
      const { mission, districtName } = await loadOwned(caller, missionId);
      return toLiveMissionDetail(mission, districtName, await findTimesOfMission(db, missionId));
    },

    async findMissionTimesList(caller: Caller, q: MissionTimesQuery) {
      await loadOwned(caller, q.missionId);
      const page = await findTimesPage(db, q.missionId, q);
      return { list: page.list.map(toLiveShift), total: page.total };
    },

    publishMission: (caller: Caller, id: number) => transition(caller, id, 'publish'),
    closeMission: (caller: Caller, id: number) => transition(caller, id, 'close'),
    cancelMission: (caller: Caller, id: number) => transition(caller, id, 'cancel'),
  };
}

/**
 * Cancelling ends every live application: places are freed (counters to zero) and each
 * applicant is told once, even when they held several shifts.
 */
async function cancelWithNotice(
  tx: Executor,
  siteMessages: SiteMessageSender,
  mission: MissionRow,
) {
  const live = await findLiveApplications(tx, mission.id);
  await setApplicationState(
    tx,
    live.map((a) => a.id),
    { state: 'cancelled', reason: '活动已取消', waitlistedAt: null, decidedAt: clock.now() },
  );
  await resetTimeCounters(tx, mission.id);
  await updateMission(tx, mission.id, { status: 'cancelled', appliedCount: 0 });
  const volunteerIds = [...new Set(live.map((a) => a.volunteerId))];
  await siteMessages.send(
    tx,
    volunteerIds.map((volunteerId) => ({
      volunteerId,
      missionId: mission.id,
      title: '活动取消通知',
      content: `您报名的活动「${mission.subject}」已被组织方取消，报名已自动取消。`,
    })),
  );
}
