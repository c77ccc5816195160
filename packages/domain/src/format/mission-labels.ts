import {
  serviceTypes,
  type ApplicationState,
  type MissionStatus,
  type ServiceTimeType,
} from '../mission-vocabulary';

export const missionStatusLabels: Record<MissionStatus, string> = {
  draft: '草稿',
  published: '招募中',
  closed: '已结束招募',
  cancelled: '已取消',
};

export const applicationStateLabels: Record<ApplicationState, string> = {
  pending: '待审核',
  accepted: '已录用',
  rejected: '未录用',
  waitlisted: '候补中',
  cancelled: '已取消',
};

export const serviceTimeTypeLabels: Record<ServiceTimeType, string> = { 1: '短期', 2: '长期' };

const serviceTypeNames = new Map<string, string>(serviceTypes.map((t) => [t.code, t.name]));

/** '03' → '助老助残'; an unknown code reads as '其他' rather than a raw number. */
export function serviceTypeLabel(code: string | null | undefined): string {
  return (code && serviceTypeNames.get(code)) || '其他';
}
