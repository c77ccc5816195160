import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { joinStatusSchema } from '@zyz/domain';
import { api } from '../../../lib/api-client';

const key = (districtId: string) => ['organization', 'join', districtId];

/** The signed-in volunteer's relation to the organisation (helper "orgs" serves these calls). */
export function useJoinState(districtId: string, enabled: boolean) {
  return useQuery({
    queryKey: key(districtId),
    queryFn: () => api.get('/volunteer/district/joinState', { districtId }, joinStatusSchema),
    enabled,
  });
}

/** applyDistrict or cancelDistrict; the answer is the new state. */
export function useJoinAction(districtId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'apply' | 'cancel') =>
      api.get(
        action === 'apply'
          ? '/volunteer/district/applyDistrict'
          : '/volunteer/district/cancelDistrict',
        { districtId },
        joinStatusSchema,
      ),
    onSuccess: (state) => {
      queryClient.setQueryData(key(districtId), state);
      void queryClient.invalidateQueries({ queryKey: ['organization', 'detail', districtId] });
    },
  });
}
