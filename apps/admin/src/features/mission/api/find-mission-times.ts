import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pageSchema, shiftSchema, type Page, type Shift } from '@zyz/domain';
import { api } from '../../../lib/api-client';

const shiftPageSchema = pageSchema(shiftSchema);

export interface MissionTimesQuery {
  missionId: string;
  pageIndex: number;
  pageSize: number;
}

/** GET /manage/pc/mission/findMissionTimesList: shifts by start time with held/quota/waitlist. */
export async function findMissionTimes(query: MissionTimesQuery): Promise<Page<Shift>> {
  return shiftPageSchema.parse(
    await api.get<unknown>('/manage/pc/mission/findMissionTimesList', { ...query }),
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
