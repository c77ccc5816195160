import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { myQualificationsSchema, qualificationListSchema } from '@zyz/domain';
import { api } from '../../../lib/api-client';

const mineKey = (userId: string | null) => ['account', 'qualifications', userId] as const;

/** GET /home/qualification/list: what the federation lets volunteers declare. */
export const useQualificationVocabulary = (isWanted: boolean) =>
  useQuery({
    queryKey: ['qualification', 'list'],
    queryFn: () => api.get('/home/qualification/list', undefined, qualificationListSchema),
    enabled: isWanted,
    staleTime: 10 * 60_000,
  });

/** GET /volunteer/center/qualification/mine. */
export const useMyQualifications = (userId: string | null) =>
  useQuery({
    queryKey: mineKey(userId),
    queryFn: () =>
      api.get('/volunteer/center/qualification/mine', undefined, myQualificationsSchema),
    enabled: userId !== null,
  });

/** Saves the whole list; a mission page read next says afresh which 报名条件 are met. */
export function useSaveMyQualifications(userId: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (codes: string[]) =>
      api.post(
        '/volunteer/center/qualification/save',
        { codes },
        { json: true, answer: myQualificationsSchema },
      ),
    onSuccess: (mine) => {
      client.setQueryData(mineKey(userId), mine);
      void client.invalidateQueries({ queryKey: ['mission', 'details'] });
    },
  });
}
