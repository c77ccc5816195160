import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  pageSchema,
  userMissionSchema,
  type ApplicationState,
  type Page,
  type UserMission,
} from '@zyz/domain';
import { api } from '../../../lib/api-client';

export interface UserMissionListQuery {
  state: ApplicationState | '';
  pageIndex: number;
  pageSize: number;
}

/** Every myMission key starts here, so a change to one application refreshes them all. */
export const myMissionKey = ['my-mission'] as const;

export function fetchUserMissions(query: UserMissionListQuery): Promise<Page<UserMission>> {
  return api.get(
    '/volunteer/mission/getUserMissionList',
    { ...query },
    pageSchema(userMissionSchema),
  );
}

export const userMissionsOptions = (userId: string, query: UserMissionListQuery) =>
  queryOptions({
    queryKey: [...myMissionKey, 'list', userId, query],
    queryFn: () => fetchUserMissions(query),
    // An organiser may decide at any moment; a visit should show the current state.
    staleTime: 0,
  });

/** Keyed by the volunteer so a second person on the same device never sees the first's list. */
export function useUserMissions(userId: string | null, query: UserMissionListQuery) {
  return useQuery({
    ...userMissionsOptions(userId ?? '', query),
    enabled: userId !== null,
    // Keeps the current rows on screen while the next page or tab loads.
    placeholderData: keepPreviousData,
  });
}
