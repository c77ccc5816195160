import { useQuery } from '@tanstack/react-query';
import { userMissionSchema, type UserMission } from '@zyz/domain';
import { api } from '../../../lib/api-client';
import { myMissionKey } from './user-missions';

export function fetchUserMissionInfo(missionPersonlId: string): Promise<UserMission> {
  return api.get('/volunteer/mission/getUserMissionInfo', { missionPersonlId }, userMissionSchema);
}

export function useUserMissionInfo(missionPersonlId: string | null) {
  return useQuery({
    queryKey: [...myMissionKey, 'info', missionPersonlId],
    queryFn: () => fetchUserMissionInfo(missionPersonlId ?? ''),
    enabled: missionPersonlId !== null,
    staleTime: 0,
  });
}
