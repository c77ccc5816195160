import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Evaluation, MissionEvaluationRow, Page } from '@zyz/domain';
import { api } from '../../../lib/api-client';

const evaluationKey = ['evaluation'] as const;

/** GET /manage/pc/mission/evaluation/getMissionEvaluationList: signed-out volunteers, both ratings. */
export function useMissionEvaluations(missionId: string, pageIndex: number, pageSize: number) {
  return useQuery({
    queryKey: [...evaluationKey, missionId, pageIndex, pageSize],
    queryFn: () =>
      api.get<Page<MissionEvaluationRow>>(
        '/manage/pc/mission/evaluation/getMissionEvaluationList',
        {
          missionId,
          pageIndex,
          pageSize,
        },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useRateVolunteer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { missionPersonlId: string; score: number; content: string }) =>
      api.post<Evaluation>('/manage/pc/mission/evaluation/saveUsersEvaluation', input),
    onSettled: () => client.invalidateQueries({ queryKey: evaluationKey }),
  });
}
