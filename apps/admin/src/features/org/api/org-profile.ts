import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { orgProfileSchema, type OrgProfile, type OrgProfileInput } from '@zyz/domain';
import { api } from '../../../lib/api-client';

const key = ['org', 'profile'] as const;

/** GET /manage/pc/org/profile: the node's profile and the caller's role in it. */
export async function getOrgProfile(): Promise<OrgProfile> {
  return api.get('/manage/pc/org/profile', undefined, orgProfileSchema);
}

export function useOrgProfile() {
  return useQuery({ queryKey: key, queryFn: getOrgProfile, staleTime: 60_000 });
}

export function useUpdateOrgProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: OrgProfileInput) =>
      api.post('/manage/pc/org/profile/update', input, { json: true, answer: orgProfileSchema }),
    onSuccess: (data) => client.setQueryData(key, data),
  });
}
