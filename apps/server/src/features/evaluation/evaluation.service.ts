import {
  BizCode,
  type EvaluateItem,
  type EvaluateListQuery,
  type EvaluationSaveInput,
  type MissionEvaluationListQuery,
  type MissionEvaluationRow,
  type ReceivedEvaluation,
} from '@zyz/domain';
import type { Deps } from '../../deps';
import { BizError } from '../../lib/biz-error';
import * as repo from './evaluation.repository';
import { type Caller, isInScope, loadStaffScope } from '../../kernel';

const notFound = () => new BizError(BizCode.NotFound, '报名记录不存在');
const rated = (score: number | null, content: string | null, at: Date | null) =>
  score === null || at === null
    ? null
    : { score, content: content ?? '', createdAt: at.toISOString() };

type Application = NonNullable<Awaited<ReturnType<typeof repo.findApplicationForEvaluation>>>;

/** Only a shift the volunteer was accepted for and signed out of can be rated, either way. */
function assertFinished(app: Application, who: 'self' | 'org') {
  if (app.state !== 'accepted' || !app.signOutAt) {
    throw new BizError(
      BizCode.Conflict,
      who === 'self' ? '签退后才能评价该活动' : '该志愿者签退后才能评价',
    );
  }
}

export function createEvaluationService({ db }: Deps) {
  async function save(
    application: Application,
    direction: repo.Direction,
    input: EvaluationSaveInput,
    createdBy: number | null,
  ) {
    const row = await repo.insertEvaluation(db, {
      applicationId: application.id,
      direction,
      missionId: application.missionId,
      timeId: application.timeId,
      volunteerId: application.volunteerId,
      rating: input.score,
      content: input.content,
      createdBy,
    });
    if (!row) {
      throw new BizError(
        BizCode.Conflict,
        direction === 'mission' ? '您已评价过本次活动，每次报名只能评价一次' : '已评价过该志愿者',
      );
    }
    return { score: row.rating, content: row.content, createdAt: row.createdAt.toISOString() };
  }

  return {
    /** The volunteer rates the mission of one of their applications, once, after signing out. */
    async rateMission(caller: Caller, input: EvaluationSaveInput) {
      const application = await repo.findApplicationForEvaluation(db, input.missionPersonlId);
      if (!application || application.volunteerId !== caller.subjectId) throw notFound();
      assertFinished(application, 'self');
      return save(application, 'mission', input, null);
    },

    async myList(caller: Caller, q: EvaluateListQuery) {
      const { list, total } = await repo.findSignedOutPage(db, caller.subjectId, q);
      return {
        list: list.map((r): EvaluateItem => ({
          missionPersonlId: String(r.applicationId),
          missionId: String(r.missionId),
          subject: r.subject,
          districtName: r.districtName,
          startTime: r.startTime.toISOString(),
          endTime: r.endTime.toISOString(),
          signOutAt: r.signOutAt!.toISOString(),
          evaluation: rated(r.score, r.content, r.ratedAt),
        })),
        total,
      };
    },

    async received(caller: Caller, q: { pageIndex: number; pageSize: number }) {
      const { list, total } = await repo.findReceivedPage(db, caller.subjectId, q);
      return {
        list: list.map((r): ReceivedEvaluation => ({
          missionId: String(r.missionId),
          subject: r.subject,
          districtName: r.districtName,
          startTime: r.startTime.toISOString(),
          score: r.score,
          content: r.content,
          createdAt: r.createdAt.toISOString(),
        })),
        total,
      };
    },

    /** The organiser rates a volunteer of a mission in their scope, once, after sign-out. */
    async rateVolunteer(caller: Caller, input: EvaluationSaveInput) {
      const scope = await loadStaffScope(db, caller);
      const application = await repo.findApplicationForEvaluation(db, input.missionPersonlId);
      if (!application) throw notFound();
      if (!isInScope(scope, application.districtPath)) {
        throw new BizError(BizCode.Forbidden, '无权评价其他组织活动的志愿者');
      }
      assertFinished(application, 'org');
      return save(application, 'volunteer', input, scope.accountId);
    },

    async missionRows(caller: Caller, q: MissionEvaluationListQuery) {
      const scope = await loadStaffScope(db, caller);
      const path = await repo.findMissionPath(db, q.missionId);
      if (path === null) throw new BizError(BizCode.NotFound, '活动不存在');
      if (!isInScope(scope, path)) throw new BizError(BizCode.Forbidden, '无权查看其他组织的活动');
      const { list, total } = await repo.findMissionRowsPage(db, q.missionId, q);
      return {
        list: list.map((r): MissionEvaluationRow => ({
          missionPersonlId: String(r.applicationId),
          volunteerName: r.volunteerName,
          volunteerNo: r.volunteerNo,
          startTime: r.startTime.toISOString(),
          signOutAt: r.signOutAt!.toISOString(),
          volunteerEvaluation: rated(r.orgScore, r.orgContent, r.orgAt),
          missionEvaluation: rated(r.volScore, r.volContent, r.volAt),
        })),
        total,
      };
    },
  };
}
