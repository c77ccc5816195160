import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  evaluateItemSchema,
  evaluationSchema,
  pageSchema,
  receivedEvaluationSchema,
  type EvaluationSaveInput,
} from '@zyz/domain';
import { api, randomXc } from '../../../lib/api-client';

const evaluationKey = ['evaluation'] as const;
export type EvaluateTab = 'pending' | 'done';

export function useEvaluateList(userId: string | null, state: EvaluateTab, pageIndex: number) {
  return useQuery({
    queryKey: [...evaluationKey, 'mine', userId, state, pageIndex],
    queryFn: () =>
      api.get(
        '/volunteer/center/evaluation/getEvaluateList',
        {
          state,
          pageIndex,
          pageSize: 10,
        },
        pageSchema(evaluateItemSchema),
      ),
    enabled: userId !== null,
    placeholderData: keepPreviousData,
  });
}

export function useReceivedEvaluations(userId: string | null, pageIndex: number) {
  return useQuery({
    queryKey: [...evaluationKey, 'received', userId, pageIndex],
    queryFn: () =>
      api.get(
        '/volunteer/center/evaluation/getReceivedList',
        {
          pageIndex,
          pageSize: 10,
        },
        pageSchema(receivedEvaluationSchema),
      ),
    enabled: userId !== null,
    placeholderData: keepPreviousData,
  });
}

export function useSaveEvaluation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EvaluationSaveInput) =>
      api.post('/volunteer/mission/evaluation/saveMissionPersonalUsersEvaluation', input, {
        json: true,
        query: { xc: randomXc() },
        answer: evaluationSchema,
      }),
    // The mission's average on its detail page changes too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: evaluationKey }),
        queryClient.invalidateQueries({ queryKey: ['mission'] }),
      ]),
  });
}
