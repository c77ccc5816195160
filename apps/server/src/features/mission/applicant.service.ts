import {
  asSentence,
  BizCode,
  checkApplyConditions,
  hasApplyConditions,
  toChinaCalendarDate,
  maskMobile,
  type AuditMpInput,
  type LiveMpRow,
  type RevealMobileInput,
  type MpListQuery,
} from '@zyz/domain';
import type { Deps } from '../../deps';
import type { MissionRow, MissionTimeRow } from '../../db/schema/index';
import type { SiteMessage, SiteMessageSender } from '../site-message';
import { BizError } from '../../lib/biz-error';
import type { RequestContext } from '../../lib/request-context';
import {
  findApplicantPage,
  findApplicantContacts,
  findApplicationsWithMission,
  hasSignedIn,
  setApplicationState,
} from './application.repository';
import { findApplicantFacts } from './apply-conditions.repository';
import { iso, isoOrNull } from './mission-dto';
import { findMissionScope, lockMission } from './mission.repository';
import { missionNotFound } from './mission-manage.service';
import { lockTimes } from './mission-time.repository';
import { releasePlace } from './place-release';
import {
  assertInScope,
  clock,
  insertAudit,
  loadStaffScope,
  staffAuditOf,
  staffPathOf,
  type Caller,
} from '../../kernel';

const stateChanged = (msg: string) => new BizError(BizCode.Conflict, msg);
const noFacts = { birthday: null, gender: null, qualificationCodes: [], isMember: false };

export function createApplicantService(deps: Deps, siteMessages: SiteMessageSender) {
  const { db, cipher } = deps;
  return {
    async getMpList(caller: Caller, q: MpListQuery) {
      // One round trip: the page is read beside the checks and only returned once they pass.
      const [path, found, page] = await Promise.all([
        staffPathOf(db, caller),
        findMissionScope(db, q.missionId),
        findApplicantPage(db, q.missionId, q),
      ]);
      if (!found) throw missionNotFound();
      assertInScope({ path }, found.districtPath);
      const conditions = found.applyConditions;
      const facts = hasApplyConditions(conditions)
        ? await findApplicantFacts(
            db,
            [...new Set(page.list.map((r) => r.application.volunteerId))],
            found.districtPath,
          )
        : null;
      const today = toChinaCalendarDate(clock.now());
      return {
        list: page.list.map((r): LiveMpRow => ({
          missionPersonlId: String(r.application.id),
          userid: String(r.application.volunteerId),
          // Only the mission's organisation and the federations above it get here (scope
          // check): they review and call these people, so the name is in full.
          name: r.name,
          hireUsername: r.name,
          mobile: maskMobile(r.mobileEnc ? cipher.decrypt(r.mobileEnc) : ''),
          timesInfoId: String(r.application.timeId),
          startTime: iso(r.startTime),
          endTime: iso(r.endTime),
          state: r.application.state as LiveMpRow['state'],
          reason: r.application.reason,
          appliedAt: iso(r.application.createdAt),
          decidedAt: isoOrNull(r.application.decidedAt),
          // As of today: an applicant accepted before the conditions changed keeps the place.
          conditionChecks: checkApplyConditions(
            conditions,
            facts?.get(r.application.volunteerId) ?? noFacts,
            today,
          ).map((c) => ({ label: c.label, met: c.met })),
        })),
        total: page.total,
      };
    },

    /** One applicant's full mobile for a caller in the mission's scope; each look is audited. */
    async revealMobile(caller: Caller, input: RevealMobileInput, ctx: RequestContext) {
      const scope = await loadStaffScope(db, caller);
      const [found] = await findApplicantContacts(db, [input.missionPersonlId]);
      if (!found) throw new BizError(BizCode.NotFound, '报名记录不存在');
      assertInScope(scope, found.districtPath);
      await insertAudit(db, {
        ...staffAuditOf(scope, ctx),
        districtPath: found.districtPath,
        action: 'org.applicant.mobile',
        target: found.name,
        detail: { applicationId: input.missionPersonlId, missionId: found.missionId },
      });
      return { mobile: found.mobileEnc ? cipher.decrypt(found.mobileEnc) : '' };
    },

    /** All or nothing: one refused row refuses the batch, so the console never half-applies. */
    async auditMp(
      caller: Caller,
      input: AuditMpInput,
      ctx: RequestContext,
    ): Promise<{ updated: number }> {
      const scope = await loadStaffScope(db, caller);
      const accept = input.action === 'accept';
      return db.transaction(async (tx) => {
        const first = await findApplicationsWithMission(tx, input.missionPersonlIds);
        if (first.length !== input.missionPersonlIds.length)
          throw new BizError(BizCode.NotFound, '报名记录不存在');
        for (const r of first) assertInScope(scope, r.districtPath);
        // Lock order everywhere: missions, then shifts, both by id.
        const missionIds = [...new Set(first.map((r) => r.application.missionId))].sort(
          (a, b) => a - b,
        );
        const missions = new Map<number, MissionRow>();
        for (const id of missionIds) missions.set(id, (await lockMission(tx, id))!);
        // Re-read under the locks: the states seen before them may have changed.
        const probe = await findApplicationsWithMission(tx, input.missionPersonlIds);
        const times = new Map<number, MissionTimeRow>(
          (await lockTimes(tx, [...new Set(probe.map((r) => r.application.timeId))])).map((t) => [
            t.id,
            t,
          ]),
        );
        for (const { application: a } of probe) {
          const mission = missions.get(a.missionId)!;
          if (mission.status === 'cancelled') throw stateChanged('活动已取消，不能审核');
          if (accept && a.state !== 'pending')
            throw stateChanged(
              a.state === 'waitlisted'
                ? '候补中的报名须等待递补后才能录用'
                : '只能录用待审核的报名',
            );
          if (!accept && !['pending', 'accepted', 'waitlisted'].includes(a.state))
            throw stateChanged('该报名已取消或已处理，不能设为未录用');
          // The attendance would lose its application; hours already earned stay explainable.
          if (!accept && a.state === 'accepted' && (await hasSignedIn(tx, a.timeId, a.volunteerId)))
            throw stateChanged('该志愿者已在该时段签到，不能设为未录用');
        }
        // Waitlisted rejections first, so a freed place never promotes someone being rejected.
        const ordered = [...probe].sort(
          (x, y) =>
            Number(y.application.state === 'waitlisted') -
            Number(x.application.state === 'waitlisted'),
        );
        const messages: SiteMessage[] = [];
        for (const { application: a, subject } of ordered) {
          await setApplicationState(tx, [a.id], {
            state: accept ? 'accepted' : 'rejected',
            reason: accept ? null : input.reason,
            waitlistedAt: null,
            decidedAt: clock.now(),
            decidedBy: scope.accountId,
          });
          if (!accept)
            times.set(
              a.timeId,
              await releasePlace(
                tx,
                siteMessages,
                missions.get(a.missionId)!,
                times.get(a.timeId)!,
                a.state,
              ),
            );
          messages.push({
            volunteerId: a.volunteerId,
            missionId: a.missionId,
            title: accept ? '报名已录用' : '报名未录用',
            content: accept
              ? `您报名的活动「${subject}」已被录用，请按时参加。`
              : `您报名的活动「${subject}」未被录用。原因：${asSentence(input.reason)}`,
          });
        }
        await siteMessages.send(tx, messages);
        await insertAudit(
          tx,
          probe.map((r) => ({
            ...staffAuditOf(scope, ctx),
            districtPath: r.districtPath,
            action: accept ? 'mission.applicant.accept' : 'mission.applicant.reject',
            target: `${r.name}（${r.subject}）`,
            reason: accept ? null : input.reason,
            detail: { applicationId: r.application.id, missionId: r.application.missionId },
          })),
        );
        return { updated: probe.length };
      });
    },
  };
}
