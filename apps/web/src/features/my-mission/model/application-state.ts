import { applicationStateLabels, type ApplicationState } from '@zyz/domain';

/** The filter tabs of 志愿者日程, in the order a volunteer scans them; '' is 全部. */
export const stateFilters: ReadonlyArray<{ key: ApplicationState | ''; label: string }> = [
  { key: '', label: '全部' },
  { key: 'pending', label: applicationStateLabels.pending },
  { key: 'accepted', label: applicationStateLabels.accepted },
  { key: 'waitlisted', label: applicationStateLabels.waitlisted },
  { key: 'rejected', label: applicationStateLabels.rejected },
  { key: 'cancelled', label: applicationStateLabels.cancelled },
];

// antd preset tag colours: the theme's red is kept for actions, so a refusal reads volcano.
const stateColors: Record<ApplicationState, string> = {
  pending: 'gold',
  accepted: 'green',
  waitlisted: 'blue',
  rejected: 'volcano',
  cancelled: 'default',
};

export interface StateTag {
  label: string;
  color: string;
}

export function applicationStateTag(state: ApplicationState): StateTag {
  return { label: applicationStateLabels[state], color: stateColors[state] };
}

/** A tab key from the URL; anything unknown falls back to 全部. */
export function parseStateFilter(raw: string | null): ApplicationState | '' {
  return stateFilters.find((f) => f.key === raw)?.key ?? '';
}
