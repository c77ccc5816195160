import {
  applicationStateLabels,
  attendanceMethodLabels,
  chinaWallClock,
  evaluationScoreLabels,
  serviceRecordStateLabels,
  serviceTypeLabel,
  type ApplicationState,
  type ServiceRecordState,
} from '@zyz/domain';
import { table, type RowOf, type Section } from './data-archive';
import type {
  findAllApplications,
  findAllAttendances,
  findAllEvaluations,
  findAllRecords,
} from './my-activity.repository';

/** China's wall clock, as every time in the copy is; blank for none. */
export const at = (d: Date | null) => (d === null ? null : chinaWallClock(d));
const yesNo = (b: boolean) => (b ? '是' : '否');
const method = (m: string | null) => (m === null ? null : (attendanceMethodLabels[m] ?? m));
const recordState = (s: string) => serviceRecordStateLabels[s as ServiceRecordState] ?? s;

export const applicationsSection = (rows: RowOf<typeof findAllApplications>[]): Section =>
  table(
    '报名与审核',
    {
      报名编号: (r) => r.id,
      活动名称: (r) => r.subject,
      服务类别: (r) => serviceTypeLabel(r.missionType),
      发布组织: (r) => r.orgName,
      时段开始: (r) => at(r.startTime),
      时段结束: (r) => at(r.endTime),
      报名时间: (r) => at(r.appliedAt),
      审核状态: (r) => applicationStateLabels[r.state as ApplicationState] ?? r.state,
      审核时间: (r) => at(r.decidedAt),
      说明: (r) => r.reason,
      已从我的列表删除: (r) => yesNo(r.deletedByVolunteer),
    },
    rows,
  );

export const attendancesSection = (rows: RowOf<typeof findAllAttendances>[]): Section =>
  table(
    '签到签退',
    {
      活动名称: (r) => r.subject,
      服务地点: (r) => r.address,
      时段开始: (r) => at(r.startTime),
      时段结束: (r) => at(r.endTime),
      签到时间: (r) => at(r.signInAt),
      签到方式: (r) => method(r.signInMethod),
      '签到时距服务地点（米）': (r) => r.signInDistance,
      签退时间: (r) => at(r.signOutAt),
      签退方式: (r) => method(r.signOutMethod),
      '签退时距服务地点（米）': (r) => r.signOutDistance,
    },
    rows,
  );

type RecordRow = RowOf<typeof findAllRecords>;

export const serviceRecordsSection = (rows: RecordRow[]): Section =>
  table(
    '服务记录与公示',
    {
      记录编号: (r) => r.id,
      活动名称: (r) => r.subject ?? r.title,
      组织: (r) => r.orgName,
      服务时间: (r) => at(r.occurredAt),
      '时长（分钟）': (r) => r.minutes,
      公示状态: (r) => recordState(r.state),
      公示截止: (r) => at(r.publicityEndsAt),
      计入时间: (r) => at(r.finalAt),
    },
    rows.filter((r) => r.kind === 'service'),
  );

export const trainingSection = (rows: RecordRow[]): Section =>
  table(
    '培训',
    {
      记录编号: (r) => r.id,
      培训名称: (r) => r.title ?? r.subject,
      录入组织: (r) => r.orgName,
      培训时间: (r) => at(r.occurredAt),
      '时长（分钟）': (r) => r.minutes,
      状态: (r) => recordState(r.state),
      公示截止: (r) => at(r.publicityEndsAt),
      计入时间: (r) => at(r.finalAt),
    },
    rows.filter((r) => r.kind === 'training'),
  );

export const evaluationsSection = (rows: RowOf<typeof findAllEvaluations>[]): Section =>
  table(
    '评价',
    {
      方向: (r) => (r.direction === 'mission' ? '我对活动的评价' : '组织对我的评价'),
      活动名称: (r) => r.subject,
      时段开始: (r) => at(r.startTime),
      评分: (r) => r.rating,
      评分说明: (r) => evaluationScoreLabels[r.rating] ?? null,
      评价内容: (r) => r.content,
      评价时间: (r) => at(r.createdAt),
    },
    rows,
  );
