import { BizCode, chinaDateString, daysBetween, type CopyMissionInput } from '@zyz/domain';
import type { Deps } from '../../deps';
import { BizError } from '../../lib/biz-error';
import { findMissionById, insertMission } from './mission.repository';
import { missionNotFound } from './mission-manage.service';
import { findTimesOfMission, insertTimes } from './mission-time.repository';
import { assertInScope, clock, findDistrictById, loadStaffScope, type Caller } from '../../kernel';

const dayMs = 86_400_000;

/**
 * 复制活动: a draft with the same content whose every date (recruiting, service, each shift)
 * moves by the days between the original's first shift and `firstDay`, so a weekly pattern
 * keeps its weekdays when the organiser picks the same weekday. China keeps UTC+8 all year, so
 * whole days of milliseconds keep each wall-clock time.
 */
export function createMissionCopyService(deps: Deps) {
  const { db } = deps;
  return {
    async copyMission(caller: Caller, input: CopyMissionInput): Promise<{ missionId: string }> {
      const scope = await loadStaffScope(db, caller);
      const found = await findMissionById(db, input.missionId);
      if (!found) throw missionNotFound();
      const { mission } = found;
      assertInScope(scope, mission.districtPath);
      if (input.firstDay < chinaDateString(clock.now()))
        throw new BizError(BizCode.InvalidInput, '新的首个时段日期不能早于今天');
      const node = await findDistrictById(db, mission.districtId);
      if (!node || node.status !== 'active')
        throw new BizError(BizCode.Conflict, '原活动所属组织已停用，不能复制');
      const times = await findTimesOfMission(db, mission.id);
      const first = times[0]?.startTime ?? mission.serviceStart;
      const days = daysBetween(chinaDateString(first), input.firstDay)!;
      const move = (d: Date) => new Date(d.getTime() + days * dayMs);
      return db.transaction(async (tx) => {
        const copy = await insertMission(tx, {
          districtId: mission.districtId,
          districtPath: mission.districtPath,
          subject: mission.subject,
          missionType: mission.missionType,
          serviceTimeType: mission.serviceTimeType,
          labels: mission.labels,
          address: mission.address,
          latitude: mission.latitude,
          longitude: mission.longitude,
          recruitStart: move(mission.recruitStart),
          recruitEnd: move(mission.recruitEnd),
          serviceStart: move(mission.serviceStart),
          serviceEnd: move(mission.serviceEnd),
          requirements: mission.requirements,
          contactName: mission.contactName,
          contactPhone: mission.contactPhone,
          coverImage: mission.coverImage,
          description: mission.description,
          hasWaitlist: mission.hasWaitlist,
          applyConditions: mission.applyConditions,
          status: 'draft',
          quotaTotal: times.reduce((sum, t) => sum + t.quota, 0),
          shiftCount: times.length,
          createdBy: scope.accountId,
        });
        await insertTimes(
          tx,
          times.map((t) => ({
            missionId: copy.id,
            startTime: move(t.startTime),
            endTime: move(t.endTime),
            quota: t.quota,
            creditMinutes: t.creditMinutes,
          })),
        );
        return { missionId: String(copy.id) };
      });
    },
  };
}
