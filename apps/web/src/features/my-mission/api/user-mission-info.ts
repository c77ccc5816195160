import { useQuery } from '@tanstack/react-query';
import type { UserMission } from '@zyz/domain';
import { api } from '../../../lib/api-client';
import { myMissionKey } from './user-missions';

export function fetchUserMissionInfo(missionPersonlId: string): Promise<UserMission> {
  return api.get<UserMission>('/volunteer/mission/getUserMissionInfo', { missionPersonlId });
}

export function useUserMissionInfo(missionPersonlId: string | null) {
  return useQuery({
    queryKey: [...myMissionKey, 'info', missionPersonlId],
    queryFn: () => fetchUserMissionInfo(missionPersonlId ?? ''),
    enabled: missionPersonlId !== null,
    staleTime: 0,
  });
}
