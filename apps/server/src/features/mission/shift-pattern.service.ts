import {
  BizCode,
  chinaWallClock,
  expandShiftPattern,
  maxShiftsPerMission,
  type AddShiftPatternInput,
  type ShiftPattern,
  type ShiftPatternPreview,
} from '@zyz/domain';
import type { Deps } from '../../deps';
import { BizError } from '../../lib/biz-error';
import { iso } from './mission-dto';
import { lockMission, updateMission } from './mission.repository';
import { missionNotFound } from './mission-manage.service';
import { insertTimes } from './mission-time.repository';
import { assertInScope, loadStaffScope, type Caller } from '../../kernel';

const minuteOf = (d: Date) => chinaWallClock(d).slice(0, 16);

/**
 * 重复时段. The pattern is expanded by the domain (the console's preview runs the same code), and
 * its shifts are saved as ordinary shifts: every list, export and live-platform client sees
 * them, and each can later be edited or removed alone under the rules of saveMission.
 */
export function createShiftPatternService(deps: Deps) {
  const { db } = deps;
  return {
    preview(pattern: ShiftPattern): ShiftPatternPreview {
      const list = expandShiftPattern(pattern).map((s) => ({
        startTime: iso(s.startTime),
        endTime: iso(s.endTime),
        quota: s.quota,
        creditMinutes: s.creditMinutes,
      }));
      return { list, total: list.length };
    },

    /** Adds the pattern's shifts to a draft or published mission, all or none. */
    async addToMission(caller: Caller, input: AddShiftPatternInput) {
      const scope = await loadStaffScope(db, caller);
      const shifts = expandShiftPattern(input);
      return db.transaction(async (tx) => {
        const mission = await lockMission(tx, input.missionId);
        if (!mission) throw missionNotFound();
        assertInScope(scope, mission.districtPath);
        if (mission.status !== 'draft' && mission.status !== 'published')
          throw new BizError(BizCode.Conflict, '已结束招募或已取消的活动不能修改');
        const outside = shifts.findIndex(
          (s) => s.startTime < mission.serviceStart || s.endTime > mission.serviceEnd,
        );
        if (outside >= 0)
          throw new BizError(
            BizCode.InvalidInput,
            `重复时段的第${outside + 1}个时段（${minuteOf(shifts[outside]!.startTime)}）不在服务时间范围内（${minuteOf(mission.serviceStart)} 至 ${minuteOf(mission.serviceEnd)}）`,
          );
        const shiftCount = mission.shiftCount + shifts.length;
        if (shiftCount > maxShiftsPerMission)
          throw new BizError(
            BizCode.InvalidInput,
            `活动时段最多${maxShiftsPerMission}个：已有${mission.shiftCount}个，重复时段将再生成${shifts.length}个`,
          );
        await insertTimes(
          tx,
          shifts.map((s) => ({ missionId: mission.id, ...s })),
        );
        await updateMission(tx, mission.id, {
          shiftCount,
          quotaTotal: mission.quotaTotal + shifts.reduce((sum, s) => sum + s.quota, 0),
        });
        return { added: shifts.length, shiftCount };
      });
    },
  };
}
