import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  EvaluateItem,
  Evaluation,
  EvaluationSaveInput,
  Page,
  ReceivedEvaluation,
} from '@zyz/domain';
import { api, randomXc } from '../../../lib/api-client';

const evaluationKey = ['evaluation'] as const;
export type EvaluateTab = 'pending' | 'done';

export function useEvaluateList(userId: string | null, state: EvaluateTab, pageIndex: number) {
  return useQuery({
    queryKey: [...evaluationKey, 'mine', userId, state, pageIndex],
    queryFn: () =>
      api.get<Page<EvaluateItem>>('/volunteer/center/evaluation/getEvaluateList', {
        state,
        pageIndex,
        pageSize: 10,
      }),
    enabled: userId !== null,
    placeholderData: keepPreviousData,
  });
}

export function useReceivedEvaluations(userId: string | null, pageIndex: number) {
  return useQuery({
    queryKey: [...evaluationKey, 'received', userId, pageIndex],
    queryFn: () =>
      api.get<Page<ReceivedEvaluation>>('/volunteer/center/evaluation/getReceivedList', {
        pageIndex,
        pageSize: 10,
      }),
    enabled: userId !== null,
    placeholderData: keepPreviousData,
  });
}

export function useSaveEvaluation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EvaluationSaveInput) =>
      api.post<Evaluation>(
        '/volunteer/mission/evaluation/saveMissionPersonalUsersEvaluation',
        input,
        {
          json: true,
          query: { xc: randomXc() },
        },
      ),
    // The mission's average on its detail page changes too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: evaluationKey }),
        queryClient.invalidateQueries({ queryKey: ['mission'] }),
      ]),
  });
}
