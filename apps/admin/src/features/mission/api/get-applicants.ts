import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { mpRowSchema, pageSchema, type ApplicationState, type MpRow, type Page } from '@zyz/domain';
import { api } from '../../../lib/api-client';

const mpPageSchema = pageSchema(mpRowSchema);

export interface ApplicantsQuery {
  missionId: string;
  state?: ApplicationState;
  pageIndex: number;
  pageSize: number;
}

/** GET /manage/pc/mission/personal/getMPList: applications, name and mobile masked. */
export async function getApplicants(query: ApplicantsQuery): Promise<Page<MpRow>> {
  return mpPageSchema.parse(
    await api.get<unknown>('/manage/pc/mission/personal/getMPList', {
      ...query,
      state: query.state ?? '',
    }),
  );
}

export function useApplicants(query: ApplicantsQuery) {
  return useQuery({
    queryKey: ['mission', 'applicants', query],
    queryFn: () => getApplicants(query),
    // Volunteers apply and cancel while the organiser reviews; never trust an old page.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
