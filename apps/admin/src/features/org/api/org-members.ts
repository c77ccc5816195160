import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  joinAuditResultSchema,
  joinRequestSchema,
  memberSchema,
  pageSchema,
  type JoinAuditInput,
  type JoinState,
} from '@zyz/domain';
import { api } from '../../../lib/api-client';

export interface JoinQuery {
  state?: JoinState;
  pageIndex: number;
  pageSize: number;
}

export function useJoinRequests(q: JoinQuery) {
  return useQuery({
    queryKey: ['org', 'joins', q],
    queryFn: async () =>
      api.get(
        '/manage/pc/district/join/list',
        { ...q, state: q.state ?? '' },
        pageSchema(joinRequestSchema),
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
      api.get(
        '/manage/pc/district/member/list',
        {
          ...q,
          keyword: q.keyword ?? '',
        },
        pageSchema(memberSchema),
      ),
    placeholderData: keepPreviousData,
  });
}

/** POST /manage/pc/district/join/audit: all chosen requests or none. */
export function useDecideJoins() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: JoinAuditInput) =>
      api.post('/manage/pc/district/join/audit', input, {
        json: true,
        answer: joinAuditResultSchema,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: ['org'] }),
  });
}
