import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedMissionIdSchema } from '@zyz/domain';
import { api } from '../../../lib/api-client';

/** POST /manage/pc/mission/copyMission: a draft with every date moved to `firstDay`. */
export async function copyMission(input: {
  missionId: string;
  firstDay: string;
}): Promise<{ missionId: string }> {
  return api.post('/manage/pc/mission/copyMission', input, {
    json: true,
    answer: savedMissionIdSchema,
  });
}

export function useCopyMission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: copyMission,
    onSuccess: () => client.invalidateQueries({ queryKey: ['mission', 'list'] }),
  });
}
