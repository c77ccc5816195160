import { missionStatusLabels, type MissionSummary } from '@zyz/domain';

export type MissionTagTone = 'recruiting' | 'upcoming' | 'stopped' | 'ended' | 'cancelled';

export interface MissionTag {
  label: string;
  tone: MissionTagTone;
}

type TagInput = Pick<
  MissionSummary,
  'status' | 'recruitStart' | 'recruitEnd' | 'serviceEnd' | 'appliedCount' | 'quotaTotal'
> & { recruiting?: boolean };

/**
 * What a volunteer needs to know at a glance. A published mission is only "招募中" inside its
 * recruiting period; before it, after it, and once the service is over it says so instead.
 */
export function missionTagOf(mission: TagInput, now: Date = new Date()): MissionTag {
  const at = now.getTime();
  if (mission.status === 'cancelled')
    return { label: missionStatusLabels.cancelled, tone: 'cancelled' };
  if (Date.parse(mission.serviceEnd) <= at) return { label: '已结束', tone: 'ended' };
  if (mission.status !== 'published') return { label: missionStatusLabels.closed, tone: 'stopped' };
  if (Date.parse(mission.recruitStart) > at) return { label: '即将招募', tone: 'upcoming' };
  if (Date.parse(mission.recruitEnd) <= at) return { label: '招募已截止', tone: 'stopped' };
  if (mission.recruiting === false) return { label: '招募已截止', tone: 'stopped' };
  return { label: missionStatusLabels.published, tone: 'recruiting' };
}

/** antd Tag colours per tone; presets, so the theme decides the shades. */
export const missionTagColors: Record<MissionTagTone, string> = {
  recruiting: 'red',
  upcoming: 'orange',
  stopped: 'default',
  ended: 'default',
  cancelled: 'default',
};
