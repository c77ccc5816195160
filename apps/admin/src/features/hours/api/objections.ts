import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  noDataSchema,
  objectionRowSchema,
  pageSchema,
  type ObjectionRow,
  type ObjectionState,
  type Page,
} from '@zyz/domain';
import { api } from '../../../lib/api-client';

export interface ObjectionQuery {
  state?: ObjectionState;
  pageIndex: number;
  pageSize: number;
}

/** GET /manage/pc/publicity/objections: objections on this organisation's (and below) hours. */
export async function getObjections(query: ObjectionQuery): Promise<Page<ObjectionRow>> {
  return api.get(
    '/manage/pc/publicity/objections',
    {
      ...query,
      state: query.state ?? '',
    },
    pageSchema(objectionRowSchema),
  );
}

export function useObjections(query: ObjectionQuery) {
  return useQuery({
    queryKey: ['hours', 'objections', query],
    queryFn: () => getObjections(query),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export interface ResolveInput {
  objectionId: string;
  decision: 'uphold' | 'dismiss';
  note: string;
  /** With uphold: the corrected minutes; absent = the hours are voided. */
  minutes?: number;
}

/** POST /manage/pc/publicity/resolveObjection. */
export async function resolveObjection(input: ResolveInput): Promise<void> {
  await api.post('/manage/pc/publicity/resolveObjection', input, { answer: noDataSchema });
}

/** A decision changes the record's state: objections and the attendance lists refresh. */
export function useResolveObjection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resolveObjection,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: ['hours'] });
      await client.invalidateQueries({ queryKey: ['attendance'] });
    },
  });
}
