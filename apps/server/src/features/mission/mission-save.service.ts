import {
  BizCode,
  hasApplyConditions,
  type ApplyConditions,
  type SaveMissionInput,
} from '@zyz/domain';
import type { Deps } from '../../deps';
import type { Executor } from '../../db/client';
import type { MissionRow } from '../../db/schema/index';
import { BizError } from '../../lib/biz-error';
import { hasApplicationsOnTimes } from './application.repository';
import { findQualificationNames } from './apply-conditions.repository';
import { insertMission, lockMission, updateMission } from './mission.repository';
import { missionNotFound } from './mission-manage.service';
import {
  deleteTimes,
  findTimesOfMission,
  insertTimes,
  lockTimes,
  updateTime,
} from './mission-time.repository';
import type { SiteMessageSender } from '../site-message';
import { fillFromWaitlist } from './place-release';
import {
  type Caller,
  assertInScope,
  forbidden,
  isInScope,
  loadStaffScope,
  findDistrictById,
} from '../../kernel';

const conflict = (msg: string) => new BizError(BizCode.Conflict, msg);

/**
 * The 报名条件 as stored: each certificate named from the federation's vocabulary (an unknown
 * code refuses the save), none at all as null. Applications already made are never touched:
 * a volunteer accepted before a change keeps the place.
 */
async function conditionsOf(
  db: Executor,
  input: SaveMissionInput['conditions'],
): Promise<ApplyConditions | null> {
  if (!input) return null;
  const known = await findQualificationNames(db, input.qualifications);
  const names = new Map(known.map((q) => [q.code, q.name]));
  const unknown = input.qualifications.filter((c) => !names.has(c));
  if (unknown.length > 0)
    throw new BizError(BizCode.InvalidInput, `报名条件中的技能证书不存在：${unknown.join('、')}`);
  const conditions: ApplyConditions = {
    minAge: input.minAge ?? null,
    maxAge: input.maxAge ?? null,
    qualifications: input.qualifications.map((code) => ({ code, name: names.get(code)! })),
    membersOnly: input.membersOnly,
    gender: input.gender ?? null,
    genderReason: input.gender ? (input.genderReason ?? null) : null,
  };
  return hasApplyConditions(conditions) ? conditions : null;
}

function missionValues(
  input: SaveMissionInput,
  node: { id: number; path: string },
  applyConditions: ApplyConditions | null,
) {
  return {
    districtId: node.id,
    districtPath: node.path,
    subject: input.subject,
    missionType: input.missionType,
    serviceTimeType: input.serviceTimeType,
    labels: input.labels,
    address: input.address,
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
    recruitStart: input.recruitStart,
    recruitEnd: input.recruitEnd,
    serviceStart: input.serviceStart,
    serviceEnd: input.serviceEnd,
    requirements: input.requirements ?? '',
    contactName: input.contactName,
    contactPhone: input.contactPhone,
    coverImage: input.coverImage ?? null,
    description: input.description ?? '',
    hasWaitlist: input.hasWaitlist,
    applyConditions,
    quotaTotal: input.times.reduce((sum, t) => sum + t.quota, 0),
    shiftCount: input.times.length,
  };
}

/**
 * Shifts of an existing mission: kept ones are updated (never below the places already
 * held), new ones inserted, dropped ones deleted only when nobody ever applied for them.
 */
async function syncTimes(
  tx: Executor,
  messages: SiteMessageSender,
  mission: MissionRow,
  input: SaveMissionInput,
) {
  const existing = await lockTimes(
    tx,
    (await findTimesOfMission(tx, mission.id)).map((t) => t.id),
  );
  const byId = new Map(existing.map((t) => [t.id, t]));
  const keptIds = new Set<number>();
  const fresh = [];
  for (const [i, t] of input.times.entries()) {
    if (t.timesInfoId === undefined) {
      fresh.push({ missionId: mission.id, ...pickShift(t) });
      continue;
    }
    const old = byId.get(t.timesInfoId);
    if (!old || keptIds.has(old.id))
      throw new BizError(BizCode.InvalidInput, `第${i + 1}个时段不属于该活动`);
    if (t.quota < old.heldCount)
      throw conflict(`第${i + 1}个时段已有${old.heldCount}人报名，招募人数不能少于此数`);
    keptIds.add(old.id);
    await updateTime(tx, old.id, pickShift(t));
    // A raised quota gives the waitlist its chance straight away.
    await fillFromWaitlist(tx, messages, mission, { ...old, ...pickShift(t) }, old.heldCount);
  }
  const dropped = existing.filter((t) => !keptIds.has(t.id)).map((t) => t.id);
  if (await hasApplicationsOnTimes(tx, dropped))
    throw conflict('已有志愿者报名的时段不能删除，可将其保留或取消活动');
  await deleteTimes(tx, dropped);
  await insertTimes(tx, fresh);
}

const pickShift = (t: SaveMissionInput['times'][number]) => ({
  startTime: t.startTime,
  endTime: t.endTime,
  quota: t.quota,
  creditMinutes: t.creditMinutes,
});

export function createMissionSaveService(deps: Deps, messages: SiteMessageSender) {
  const { db } = deps;
  return {
    async saveMission(caller: Caller, input: SaveMissionInput): Promise<{ missionId: string }> {
      const scope = await loadStaffScope(db, caller);
      const node = await findDistrictById(db, input.districtId ?? scope.districtId);
      if (!node || node.status !== 'active' || !isInScope(scope, node.path)) throw forbidden();
      const conditions = await conditionsOf(db, input.conditions);
      return db.transaction(async (tx) => {
        const values = missionValues(input, node, conditions);
        if (input.missionId === undefined) {
          const row = await insertMission(tx, {
            ...values,
            status: 'draft',
            createdBy: scope.accountId,
          });
          await insertTimes(
            tx,
            input.times.map((t) => ({ missionId: row.id, ...pickShift(t) })),
          );
          return { missionId: String(row.id) };
        }
        const mission = await lockMission(tx, input.missionId);
        if (!mission) throw missionNotFound();
        assertInScope(scope, mission.districtPath);
        if (mission.status !== 'draft' && mission.status !== 'published')
          throw conflict('已结束招募或已取消的活动不能修改');
        await updateMission(tx, mission.id, values);
        await syncTimes(tx, messages, { ...mission, ...values }, input);
        return { missionId: String(mission.id) };
      });
    },
  };
}
