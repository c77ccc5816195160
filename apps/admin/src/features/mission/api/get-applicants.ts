import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  liveMpRowSchema,
  pageSchema,
  type ApplicationState,
  type MpRow,
  type Page,
} from '@zyz/domain';
import { api } from '../../../lib/api-client';

export interface ApplicantsQuery {
  missionId: string;
  state?: ApplicationState;
  pageIndex: number;
  pageSize: number;
}

/** GET /manage/pc/mission/personal/getMPList: applications, name and mobile masked. */
export async function getApplicants(query: ApplicantsQuery): Promise<Page<MpRow>> {
  return api.get(
    '/manage/pc/mission/personal/getMPList',
    {
      ...query,
      state: query.state ?? '',
    },
    pageSchema(liveMpRowSchema),
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
