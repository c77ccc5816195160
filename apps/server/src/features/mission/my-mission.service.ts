import { BizCode, type UserMission, type UserMissionListQuery } from '@zyz/domain';
import type { Deps } from '../../deps';
import { BizError } from '../../lib/biz-error';
import { findApplicationById, hasSignedIn, setApplicationState } from './application.repository';
import { findVolunteerPage, findVolunteerRow } from './my-mission.repository';
import { iso, isoOrNull } from './mission-dto';
import { lockMission } from './mission.repository';
import { lockTime } from './mission-time.repository';
import type { SiteMessageSender } from '../site-message';
import { releasePlace } from './place-release';
import { clock, type Caller } from '../../kernel';

type Row = NonNullable<Awaited<ReturnType<typeof findVolunteerRow>>>;
const notFound = () => new BizError(BizCode.NotFound, '报名记录不存在');
const cancellable = ['pending', 'accepted', 'waitlisted'];

function toUserMission(r: Row, now = clock.now()): UserMission {
  const a = r.application;
  return {
    missionPersonlId: String(a.id),
    missionId: String(a.missionId),
    subject: r.missionSubject,
    missionType: r.missionType,
    missionStatus: r.missionStatus as UserMission['missionStatus'],
    districtName: r.districtName,
    address: r.address,
    coverImage: r.coverImage,
    timesInfoId: String(a.timeId),
    startTime: iso(r.startTime),
    endTime: iso(r.endTime),
    creditMinutes: r.creditMinutes,
    state: a.state as UserMission['state'],
    reason: a.reason,
    waitlistPosition: r.waitlistPosition,
    appliedAt: iso(a.createdAt),
    decidedAt: isoOrNull(a.decidedAt),
    canCancel: cancellable.includes(a.state) && r.startTime > now && !r.signedIn,
    canDelete: a.state === 'cancelled' || a.state === 'rejected',
  };
}

export function createMyMissionService(deps: Deps, siteMessages: SiteMessageSender) {
  const { db } = deps;

  /** Someone else's application reads as missing: ids are not proof of ownership. */
  async function loadOwn(caller: Caller, id: number) {
    const row = await findApplicationById(db, id);
    if (!row || row.volunteerId !== caller.subjectId) throw notFound();
    return row;
  }

  return {
    async list(caller: Caller, q: UserMissionListQuery) {
      const page = await findVolunteerPage(db, caller.subjectId, q);
      return { list: page.list.map((r) => toUserMission(r)), total: page.total };
    },

    async info(caller: Caller, id: number): Promise<UserMission> {
      await loadOwn(caller, id);
      const row = await findVolunteerRow(db, id);
      if (!row || row.application.deletedByVolunteer) throw notFound();
      return toUserMission(row);
    },

    async cancel(caller: Caller, id: number): Promise<void> {
      const own = await loadOwn(caller, id);
      await db.transaction(async (tx) => {
        const mission = (await lockMission(tx, own.missionId))!;
        const time = (await lockTime(tx, own.timeId))!;
        // Re-read under the locks: the organiser may have decided in between.
        const current = (await findApplicationById(tx, id))!;
        if (!cancellable.includes(current.state))
          throw new BizError(BizCode.Conflict, '该报名已取消或已处理，不能取消');
        if (await hasSignedIn(tx, current.timeId, current.volunteerId))
          throw new BizError(BizCode.Conflict, '您已在该时段签到，不能取消报名');
        if (time.startTime <= clock.now())
          throw new BizError(BizCode.Conflict, '时段已开始，不能取消报名');
        await setApplicationState(tx, [id], { state: 'cancelled', waitlistedAt: null });
        await releasePlace(tx, siteMessages, mission, time, current.state);
      });
    },

    async hide(caller: Caller, id: number): Promise<void> {
      const own = await loadOwn(caller, id);
      if (own.state !== 'cancelled' && own.state !== 'rejected')
        throw new BizError(BizCode.Conflict, '只能删除已取消或未录用的报名记录');
      await setApplicationState(db, [id], { deletedByVolunteer: true });
    },
  };
}
