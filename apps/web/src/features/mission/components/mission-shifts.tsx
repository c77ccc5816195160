import { useMissionDetails } from '../api/mission-details';
import { ShiftList } from './shift-list';

/**
 * A mission's shifts and their apply actions, read from the page's answer by id: as an island
 * of a visitor's detail page its props stay an id, not a second copy of the mission.
 */
export function MissionShifts({ missionId }: { missionId: string }) {
  const details = useMissionDetails(missionId);
  if (!details.data) return null;
  return <ShiftList mission={details.data} />;
}
