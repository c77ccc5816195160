import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  authByThirdReportSchema,
  grantCreatedSchema,
  grantSchema,
  pageSchema,
  type AuthByThirdQuery,
  type GrantCreateInput,
} from '@zyz/domain';
import { api } from '../../../lib/api-client';

const grantKey = ['card', 'grants'] as const;

export function useGrants(userId: string | null, pageIndex: number) {
  return useQuery({
    queryKey: [...grantKey, userId, pageIndex],
    queryFn: () =>
      api.get('/volunteer/report/grant/list', { pageIndex, pageSize: 5 }, pageSchema(grantSchema)),
    enabled: userId !== null,
    placeholderData: keepPreviousData,
  });
}

export function useCreateGrant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GrantCreateInput) =>
      api.post('/volunteer/report/grant/create', input, { json: true, answer: grantCreatedSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: grantKey }),
  });
}

export function useRevokeGrant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (grantId: string) =>
      api.post('/volunteer/report/grant/revoke', { grantId }, { json: true, answer: grantSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: grantKey }),
  });
}

/** Public and single-use: a mutation, since asking again with the same code is refused. */
export function useThirdPartyReport() {
  return useMutation({
    mutationFn: (query: AuthByThirdQuery) =>
      api.get('/volunteer/report/authByThird', { ...query }, authByThirdReportSchema),
  });
}
