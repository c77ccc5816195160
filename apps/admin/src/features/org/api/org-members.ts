import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  joinRequestSchema,
  memberSchema,
  pageSchema,
  type JoinAuditInput,
  type JoinState,
} from '@zyz/domain';
import { api } from '../../../lib/api-client';

const requestPage = pageSchema(joinRequestSchema);
const memberPage = pageSchema(memberSchema);

export interface JoinQuery {
  state?: JoinState;
  pageIndex: number;
  pageSize: number;
}

export function useJoinRequests(q: JoinQuery) {
  return useQuery({
    queryKey: ['org', 'joins', q],
    queryFn: async () =>
      requestPage.parse(
        await api.get<unknown>('/manage/pc/district/join/list', { ...q, state: q.state ?? '' }),
      ),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export interface MemberQuery {
  keyword?: string;
  pageIndex: number;
  pageSize: number;
}

export function useMembers(q: MemberQuery) {
  return useQuery({
    queryKey: ['org', 'members', q],
    queryFn: async () =>
      memberPage.parse(
        await api.get<unknown>('/manage/pc/district/member/list', {
          ...q,
          keyword: q.keyword ?? '',
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** POST /manage/pc/district/join/audit: all chosen requests or none. */
export function useDecideJoins() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: JoinAuditInput) =>
      api.post<{ count: number }>('/manage/pc/district/join/audit', input, { json: true }),
    onSettled: () => client.invalidateQueries({ queryKey: ['org'] }),
  });
}
