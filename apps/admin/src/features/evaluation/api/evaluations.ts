import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { evaluationSchema, missionEvaluationRowSchema, pageSchema } from '@zyz/domain';
import { api } from '../../../lib/api-client';

const evaluationKey = ['evaluation'] as const;

/** GET /manage/pc/mission/evaluation/getMissionEvaluationList: signed-out volunteers, both ratings. */
export function useMissionEvaluations(missionId: string, pageIndex: number, pageSize: number) {
  return useQuery({
    queryKey: [...evaluationKey, missionId, pageIndex, pageSize],
    queryFn: () =>
      api.get(
        '/manage/pc/mission/evaluation/getMissionEvaluationList',
        {
          missionId,
          pageIndex,
          pageSize,
        },
        pageSchema(missionEvaluationRowSchema),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useRateVolunteer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { missionPersonlId: string; score: number; content: string }) =>
      api.post('/manage/pc/mission/evaluation/saveUsersEvaluation', input, {
        answer: evaluationSchema,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: evaluationKey }),
  });
}
