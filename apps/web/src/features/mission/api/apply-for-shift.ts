import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyResultSchema, type AccordApplyInput, type ApplyResult } from '@zyz/domain';
import { api } from '../../../lib/api-client';

/** The call is exempt from the client's toast: the page shows the server's precise refusal. */
export function applyForShift(input: {
  missionId: string;
  timesInfoId: string;
}): Promise<ApplyResult> {
  const body: Record<keyof AccordApplyInput, string> = input;
  return api.post('/volunteer/mission/accordApply', body, { answer: applyResultSchema });
}

/** Places left, the caller's states and their application list all change with an apply. */
export function useApplyForShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyForShift,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['mission'] }),
        queryClient.invalidateQueries({ queryKey: ['account'] }),
      ]);
    },
  });
}
