import {
  applicationStateLabels,
  applyConditionsRefusalOf,
  type ApplicationState,
  type PublicMissionDetail,
  type Shift,
} from '@zyz/domain';

/** Who is asking to apply, as far as the page can tell before the server decides. */
export type Applicant =
  { kind: 'guest' } | { kind: 'organizer' } | { kind: 'volunteer'; isLoggedOff: boolean };

export type ApplyAction =
  /** Shows the caller's own state on the shift. */
  | { kind: 'state'; label: string; state: ApplicationState }
  | { kind: 'login'; label: string }
  | { kind: 'apply'; label: string; isWaitlist: boolean }
  | { kind: 'blocked'; label: string; reason: string };

type MissionForApply = Pick<
  PublicMissionDetail,
  'status' | 'recruitStart' | 'recruitEnd' | 'hasWaitlist'
> &
  Partial<Pick<PublicMissionDetail, 'unmetConditions'>>;

const blocked = (label: string, reason: string): ApplyAction => ({
  kind: 'blocked',
  label,
  reason,
});

/** Why nobody can apply to any shift of the mission right now, or null. */
function missionClosedReason(mission: MissionForApply, at: number): ApplyAction | null {
  if (mission.status === 'cancelled') return blocked('已取消', '活动已取消，不能报名');
  if (mission.status !== 'published') return blocked('已结束招募', '活动已结束招募');
  if (Date.parse(mission.recruitStart) > at) return blocked('未开始', '活动尚未开始招募');
  if (Date.parse(mission.recruitEnd) < at) return blocked('已截止', '活动招募已截止');
  return null;
}

function applicantReason(mission: MissionForApply, applicant: Applicant): ApplyAction | null {
  if (applicant.kind === 'organizer')
    return blocked('报名', '组织账号不能报名活动，请退出后使用志愿者账号登录');
  if (applicant.kind === 'volunteer' && applicant.isLoggedOff)
    return blocked('报名', '账号处于注销状态，不能报名活动');
  // The server's own words for the 报名条件 this volunteer does not meet (the detail says which).
  if (applicant.kind === 'volunteer' && mission.unmetConditions?.length)
    return blocked('不符合条件', applyConditionsRefusalOf(mission.unmetConditions));
  return null;
}

/**
 * One notice for the whole shift list when no shift can be applied for (closed mission,
 * organisation account...), so each row need not repeat it; null when rows decide.
 */
export function applyNoticeOf(
  mission: MissionForApply,
  applicant: Applicant,
  now: Date = new Date(),
): string | null {
  const reason = missionClosedReason(mission, now.getTime()) ?? applicantReason(mission, applicant);
  return reason?.kind === 'blocked' ? reason.reason : null;
}

/**
 * The button of one shift row. The server has the last word (clashes, races for the last
 * place); this only spares people a request that is sure to be refused, and says why.
 */
export function applyActionOf(
  mission: MissionForApply,
  shift: Shift,
  myState: ApplicationState | undefined,
  applicant: Applicant,
  now: Date = new Date(),
): ApplyAction {
  // A cancelled application leaves the shift open to the same volunteer again.
  if (myState && myState !== 'cancelled') {
    return { kind: 'state', label: applicationStateLabels[myState], state: myState };
  }
  const at = now.getTime();
  const closed = missionClosedReason(mission, at);
  if (closed) return closed;
  if (Date.parse(shift.endTime) <= at) return blocked('已结束', '该时段已结束');
  if (shift.placesLeft <= 0 && !mission.hasWaitlist) return blocked('已满员', '该时段名额已满');
  const refused = applicantReason(mission, applicant);
  if (refused) return refused;
  const isWaitlist = shift.placesLeft <= 0;
  if (applicant.kind === 'guest') return { kind: 'login', label: '登录后报名' };
  return { kind: 'apply', label: isWaitlist ? '候补报名' : '报名', isWaitlist };
}
