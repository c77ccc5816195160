import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noDataSchema } from '@zyz/domain';
import { api } from '../../../lib/api-client';
import { myMissionKey } from './user-missions';

export function cancelApplication(missionPersonlId: string): Promise<null> {
  return api.get('/volunteer/mission/cancelApplyMission', { missionPersonlId }, noDataSchema);
}

export function deleteApplication(missionPersonlId: string): Promise<null> {
  return api.get('/volunteer/mission/delApplyMission', { missionPersonlId }, noDataSchema);
}

/**
 * Cancelling frees a place, so the mission pages (key 'mission') are stale too; so are the
 * volunteer's figures on Home. The api client already shows the server's msg on refusal.
 */
export function useCancelApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelApplication,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myMissionKey }),
        queryClient.invalidateQueries({ queryKey: ['mission'] }),
        queryClient.invalidateQueries({ queryKey: ['account', 'usersStatic'] }),
      ]),
  });
}

export function useDeleteApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteApplication,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myMissionKey }),
  });
}
