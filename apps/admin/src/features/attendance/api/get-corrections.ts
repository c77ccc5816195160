import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { correctionRowSchema, pageSchema, type CorrectionRow, type Page } from '@zyz/domain';
import { api } from '../../../lib/api-client';

export interface CorrectionQuery {
  missionId: string;
  timesInfoId?: string;
  pageIndex: number;
  pageSize: number;
}

/** GET /manage/pc/mission/attendance/getCorrectionList: manual entries with their reasons. */
export async function getCorrections(query: CorrectionQuery): Promise<Page<CorrectionRow>> {
  return api.get(
    '/manage/pc/mission/attendance/getCorrectionList',
    {
      ...query,
      timesInfoId: query.timesInfoId ?? '',
    },
    pageSchema(correctionRowSchema),
  );
}

export function useCorrections(query: CorrectionQuery) {
  return useQuery({
    queryKey: ['attendance', 'corrections', query],
    queryFn: () => getCorrections(query),
    placeholderData: keepPreviousData,
  });
}
