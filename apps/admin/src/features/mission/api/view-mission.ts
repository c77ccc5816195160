import { queryOptions, useQuery } from '@tanstack/react-query';
import { liveMissionDetailSchema, type MissionDetail } from '@zyz/domain';
import { api } from '../../../lib/api-client';

/** GET /manage/pc/mission/viewMission: the mission with all its shifts. */
export async function viewMission(missionId: string): Promise<MissionDetail> {
  return api.get('/manage/pc/mission/viewMission', { missionId }, liveMissionDetailSchema);
}

export function viewMissionOptions(missionId: string) {
  return queryOptions({
    queryKey: ['mission', 'detail', missionId],
    queryFn: () => viewMission(missionId),
    staleTime: 10_000,
  });
}

/** Idle without an id (the new-mission page shares the editor with the edit page). */
export function useViewMission(missionId: string | undefined) {
  return useQuery({ ...viewMissionOptions(missionId ?? ''), enabled: Boolean(missionId) });
}
