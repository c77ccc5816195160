import { queryOptions, useQuery } from '@tanstack/react-query';
import { indexStaticsSchema, volunteerRankingSchema } from '@zyz/domain';
import { api } from '../../../lib/api-client';

export const fetchIndexStatics = () =>
  api.get('/home/index/statics/indexStatics', undefined, indexStaticsSchema);

/** GET /home/index/statics/indexStatics: the platform's figures. */
export const indexStaticsQuery = () =>
  queryOptions({ queryKey: ['home', 'statics'], queryFn: fetchIndexStatics, staleTime: 60_000 });

export function useIndexStatics() {
  return useQuery(indexStaticsQuery());
}

export const fetchVolunteerRanking = (type: 'month' | 'total') =>
  api.get('/home/index/statics/volunteerRanking', { type, size: 10 }, volunteerRankingSchema);

/** GET /home/index/statics/volunteerRanking: top ten by service hours, names masked. */
export const volunteerRankingQuery = (type: 'month' | 'total') =>
  queryOptions({
    queryKey: ['home', 'ranking', type],
    queryFn: () => fetchVolunteerRanking(type),
    staleTime: 60_000,
  });

export function useVolunteerRanking(type: 'month' | 'total') {
  return useQuery(volunteerRankingQuery(type));
}
