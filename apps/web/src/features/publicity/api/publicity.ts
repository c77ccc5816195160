import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  objectionResultSchema,
  pageSchema,
  publicityDetailSchema,
  publicityMissionSchema,
} from '@zyz/domain';
import { ApiError, api } from '../../../lib/api-client';

/** Ids travel as strings, as the list answers them. */
export interface ObjectionInput {
  recordId: string;
  reason: string;
  contact?: string;
}

export const publicityKey = ['publicity'] as const;

/** Missions per page of /publicity, and records per page of one mission's notice. */
export const publicityPageSize = 10;
export const publicityRecordPageSize = 20;

export const publicityListOptions = (pageIndex: number, pageSize: number) =>
  queryOptions({
    queryKey: [...publicityKey, 'list', pageIndex, pageSize],
    queryFn: () =>
      api.get('/home/publicity/list', { pageIndex, pageSize }, pageSchema(publicityMissionSchema)),
    placeholderData: keepPreviousData,
  });

export function usePublicityList(pageIndex: number, pageSize: number) {
  return useQuery(publicityListOptions(pageIndex, pageSize));
}

/** The page shows its own not-found state: read the envelope so no toast says it twice. */
async function fetchDetail(missionId: string, pageIndex: number, pageSize: number) {
  const body = await api.envelope(
    'GET',
    '/home/publicity/detail',
    undefined,
    {
      missionId,
      pageIndex,
      pageSize,
    },
    publicityDetailSchema,
  );
  if (String(body.code) !== '1') throw new ApiError(String(body.code), body.msg || '加载失败');
  return body.data;
}

export const publicityDetailOptions = (missionId: string, pageIndex: number, pageSize: number) =>
  queryOptions({
    queryKey: [...publicityKey, 'detail', missionId, pageIndex, pageSize],
    queryFn: () => fetchDetail(missionId, pageIndex, pageSize),
    retry: (count, error) => !(error instanceof ApiError && error.code === '40400') && count < 2,
    placeholderData: keepPreviousData,
  });

export function usePublicityDetail(missionId: string, pageIndex: number, pageSize: number) {
  return useQuery(publicityDetailOptions(missionId, pageIndex, pageSize));
}

/**
 * The whole envelope is read so a refusal (rate limit, period over, already objected) is
 * shown once, in the form, rather than also as a toast.
 */
export async function raiseObjection(input: ObjectionInput): Promise<void> {
  const body = await api.envelope(
    'POST',
    '/home/publicity/objection',
    { recordId: input.recordId, reason: input.reason, contact: input.contact ?? '' },
    undefined,
    objectionResultSchema,
  );
  if (String(body.code) !== '1') throw new ApiError(String(body.code), body.msg || '提交失败');
}

export function useRaiseObjection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: raiseObjection,
    // The record now reads 异议处理中.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publicityKey }),
  });
}
