import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AuthByThirdQuery,
  AuthByThirdReport,
  Grant,
  GrantCreated,
  GrantCreateInput,
  Page,
} from '@zyz/domain';
import { api } from '../../../lib/api-client';

const grantKey = ['card', 'grants'] as const;

export function useGrants(userId: string | null, pageIndex: number) {
  return useQuery({
    queryKey: [...grantKey, userId, pageIndex],
    queryFn: () => api.get<Page<Grant>>('/volunteer/report/grant/list', { pageIndex, pageSize: 5 }),
    enabled: userId !== null,
    placeholderData: keepPreviousData,
  });
}

export function useCreateGrant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GrantCreateInput) =>
      api.post<GrantCreated>('/volunteer/report/grant/create', input, { json: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: grantKey }),
  });
}

export function useRevokeGrant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (grantId: string) =>
      api.post<Grant>('/volunteer/report/grant/revoke', { grantId }, { json: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: grantKey }),
  });
}

/** Public and single-use: a mutation, since asking again with the same code is refused. */
export function useThirdPartyReport() {
  return useMutation({
    mutationFn: (query: AuthByThirdQuery) =>
      api.get<AuthByThirdReport>('/volunteer/report/authByThird', { ...query }),
  });
}
