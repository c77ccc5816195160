import {
  applyConditionsRefusal,
  BizCode,
  checkApplyConditions,
  hasApplyConditions,
  toChinaCalendarDate,
  type AccordApplyInput,
  type ApplyResult,
} from '@zyz/domain';
import type { Deps } from '../../deps';
import { BizError } from '../../lib/biz-error';
import {
  findClash,
  findOpenApplication,
  incrementApplyCount,
  insertApplication,
  lockVolunteer,
} from './application.repository';
import { findApplicantFacts } from './apply-conditions.repository';
import { addAppliedCount, lockMission } from './mission.repository';
import { addTimeCounters, lockTime } from './mission-time.repository';
import { clock, type Caller, unauthorized } from '../../kernel';

const refuse = (code: BizCode, msg: string) => new BizError(code, msg);

/**
 * Applying for a shift. Everything is decided inside one transaction holding, in this order,
 * the volunteer row (two applications of one person cannot both pass the clash check), the
 * mission row (status read fresh) and the shift row (its held_count is the truth about places:
 * two volunteers can pass a check made before the lock in the same instant).
 */
export function createApplyService(deps: Deps) {
  const { db } = deps;
  return {
    async accordApply(caller: Caller, input: AccordApplyInput): Promise<ApplyResult> {
      return db.transaction(async (tx) => {
        const volunteer = await lockVolunteer(tx, caller.subjectId);
        if (!volunteer || volunteer.logoffState === 'anonymised') throw unauthorized();
        if (volunteer.logoffState !== 'none')
          throw refuse(BizCode.Forbidden, '账号处于注销状态，不能报名活动');
        const mission = await lockMission(tx, input.missionId);
        if (!mission || mission.status === 'draft')
          throw refuse(BizCode.NotFound, '活动不存在或未发布');
        if (mission.status === 'cancelled') throw refuse(BizCode.Conflict, '活动已取消，不能报名');
        if (mission.status === 'closed') throw refuse(BizCode.Conflict, '活动已结束招募');
        const now = clock.now();
        if (now < mission.recruitStart) throw refuse(BizCode.Conflict, '活动尚未开始招募');
        if (now > mission.recruitEnd) throw refuse(BizCode.Conflict, '活动招募已截止');
        if (hasApplyConditions(mission.applyConditions)) {
          const facts = await findApplicantFacts(tx, [volunteer.id], mission.districtPath);
          const unmet = checkApplyConditions(
            mission.applyConditions,
            facts.get(volunteer.id)!,
            toChinaCalendarDate(now),
          ).filter((c) => !c.met);
          if (unmet.length > 0) throw refuse(BizCode.Conflict, applyConditionsRefusal(unmet));
        }
        const time = await lockTime(tx, input.timesInfoId);
        if (!time || time.missionId !== mission.id)
          throw refuse(BizCode.NotFound, '活动时段不存在');
        if (time.endTime <= now) throw refuse(BizCode.Conflict, '该时段已结束');
        const open = await findOpenApplication(tx, time.id, volunteer.id);
        if (open)
          throw refuse(
            BizCode.Conflict,
            open.state === 'rejected'
              ? '您在该时段的报名未被录用，不能再次报名'
              : '您已报名该时段，请勿重复报名',
          );
        const clash = await findClash(tx, volunteer.id, time.startTime, time.endTime);
        if (clash)
          throw refuse(BizCode.Conflict, `该时段与您已报名的活动「${clash.subject}」时间冲突`);

        const isFull = time.heldCount >= time.quota;
        if (isFull && !mission.hasWaitlist) throw refuse(BizCode.Conflict, '该时段名额已满');
        const row = await insertApplication(tx, {
          missionId: mission.id,
          timeId: time.id,
          volunteerId: volunteer.id,
          state: isFull ? 'waitlisted' : 'pending',
          waitlistedAt: isFull ? now : null,
        });
        if (isFull) await addTimeCounters(tx, time.id, { waitlist: 1 });
        else {
          await addTimeCounters(tx, time.id, { held: 1 });
          await addAppliedCount(tx, mission.id, 1);
        }
        await incrementApplyCount(tx, volunteer.id);
        return {
          missionPersonlId: String(row.id),
          state: isFull ? 'waitlisted' : 'pending',
          waitlistPosition: isFull ? time.waitlistCount + 1 : null,
        };
      });
    },
  };
}
