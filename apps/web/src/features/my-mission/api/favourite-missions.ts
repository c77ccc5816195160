import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { missionSummarySchema, pageSchema, type MissionSummary, type Page } from '@zyz/domain';
import { api } from '../../../lib/api-client';

export interface PageInput {
  pageIndex: number;
  pageSize: number;
}

export function fetchFavouriteMissions(query: PageInput): Promise<Page<MissionSummary>> {
  return api.get(
    '/volunteer/enshrine/MissionEnshrineList',
    { ...query },
    pageSchema(missionSummarySchema),
  );
}

/**
 * Under the 'mission' key: the favourite toggle on a mission page invalidates that key, so
 * this list follows it without knowing about it.
 */
export function useFavouriteMissions(userId: string | null, query: PageInput) {
  return useQuery({
    queryKey: ['mission', 'favourites', userId, query],
    queryFn: () => fetchFavouriteMissions(query),
    enabled: userId !== null,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
