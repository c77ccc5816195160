import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedMissionIdSchema } from '@zyz/domain';
import { api } from '../../../lib/api-client';
import type { SaveMissionPayload } from '../model/mission-form';

/** POST /manage/pc/mission/saveMission (JSON): creates a draft or updates; answers the id. */
export async function saveMission(payload: SaveMissionPayload): Promise<{ missionId: string }> {
  return api.post('/manage/pc/mission/saveMission', payload, {
    json: true,
    answer: savedMissionIdSchema,
  });
}

export function useSaveMission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveMission,
    onSuccess: () => client.invalidateQueries({ queryKey: ['mission'] }),
  });
}
