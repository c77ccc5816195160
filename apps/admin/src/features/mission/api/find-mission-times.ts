import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { liveShiftSchema, pageSchema, type Page, type Shift } from '@zyz/domain';
import { api } from '../../../lib/api-client';

export interface MissionTimesQuery {
  missionId: string;
  pageIndex: number;
  pageSize: number;
}

/** GET /manage/pc/mission/findMissionTimesList: shifts by start time with held/quota/waitlist. */
export async function findMissionTimes(query: MissionTimesQuery): Promise<Page<Shift>> {
  return api.get(
    '/manage/pc/mission/findMissionTimesList',
    { ...query },
    pageSchema(liveShiftSchema),
  );
}

export function useFindMissionTimes(query: MissionTimesQuery) {
  return useQuery({
    queryKey: ['mission', 'times', query],
    queryFn: () => findMissionTimes(query),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });
}
