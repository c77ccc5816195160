import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cardCheckSchema, volunteerCardSchema } from '@zyz/domain';
import { api } from '../../../lib/api-client';
import { fetchVolunteerFile } from '../../../lib/authorised-file';

export const cardKey = ['card'] as const;

export function useMyCard(userId: string | null) {
  return useQuery({
    queryKey: [...cardKey, 'mine', userId],
    queryFn: () => api.get('/volunteer/card/myCard', undefined, volunteerCardSchema),
    enabled: userId !== null,
  });
}

/** The card as the server draws it (PNG), for showing and saving. */
export function useCardImage(userId: string | null, checkCode: string | undefined) {
  return useQuery({
    queryKey: [...cardKey, 'image', userId, checkCode],
    queryFn: () => fetchVolunteerFile('/volunteer/card/image', '暂时无法生成志愿者证图片'),
    enabled: userId !== null && checkCode !== undefined,
    staleTime: 5 * 60_000,
  });
}

export function useRenewCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post('/volunteer/card/renew', {}, { json: true, answer: volunteerCardSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardKey }),
  });
}

/** Public: anyone holding a card's code may check it; nothing is asked for a blank code. */
export function useCardCheck(code: string) {
  return useQuery({
    queryKey: [...cardKey, 'check', code],
    queryFn: () => api.get('/volunteer/srvpg/volunteerCardQuery', { code }, cardCheckSchema),
    enabled: code !== '',
    staleTime: 60_000,
  });
}
