import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { liveMissionRowSchema, pageSchema, type MissionSummary, type Page } from '@zyz/domain';
import { api } from '../../../lib/api-client';
import { toFindQuery, type MissionListParams } from '../model/list-params';

/** GET /manage/pc/mission/findMissionList: the organiser's missions, newest first. */
export async function findMissions(params: MissionListParams): Promise<Page<MissionSummary>> {
  return api.get(
    '/manage/pc/mission/findMissionList',
    toFindQuery(params),
    pageSchema(liveMissionRowSchema),
  );
}

export function findMissionsOptions(params: MissionListParams) {
  return queryOptions({
    queryKey: ['mission', 'list', params],
    queryFn: () => findMissions(params),
    // Counts and states change under the organiser's feet (applicants arrive); keep it fresh.
    staleTime: 10_000,
  });
}

/** Keeps the last page on screen while the next one loads, so paging does not flash. */
export function useFindMissions(params: MissionListParams) {
  return useQuery({ ...findMissionsOptions(params), placeholderData: keepPreviousData });
}
