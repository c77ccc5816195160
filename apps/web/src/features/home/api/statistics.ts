import { useQuery } from '@tanstack/react-query';
import type { IndexStatics, VolunteerRanking } from '@zyz/domain';
import { api } from '../../../lib/api-client';

export const fetchIndexStatics = () => api.get<IndexStatics>('/home/index/statics/indexStatics');

/** GET /home/index/statics/indexStatics: the platform's figures. */
export function useIndexStatics() {
  return useQuery({ queryKey: ['home', 'statics'], queryFn: fetchIndexStatics, staleTime: 60_000 });
}

export const fetchVolunteerRanking = (type: 'month' | 'total') =>
  api.get<VolunteerRanking>('/home/index/statics/volunteerRanking', { type, size: 10 });

/** GET /home/index/statics/volunteerRanking: top ten by service hours, names masked. */
export function useVolunteerRanking(type: 'month' | 'total') {
  return useQuery({
    queryKey: ['home', 'ranking', type],
    queryFn: () => fetchVolunteerRanking(type),
    staleTime: 60_000,
  });
}
