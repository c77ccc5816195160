import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  orgApplicationSchema,
  pageSchema,
  type OrgApplication,
  type OrgReviewInput,
  type Page,
  type ReviewState,
} from '@zyz/domain';
import { api } from '../../../lib/api-client';

export interface ReviewQuery {
  state?: ReviewState;
  pageIndex: number;
  pageSize: number;
}

/** GET /manage/pc/org/review/list: registrations under this federation, waiting ones first. */
export async function getApplications(q: ReviewQuery): Promise<Page<OrgApplication>> {
  return api.get(
    '/manage/pc/org/review/list',
    { ...q, state: q.state ?? '' },
    pageSchema(orgApplicationSchema),
  );
}

export function useApplications(q: ReviewQuery) {
  return useQuery({
    queryKey: ['org', 'review', q],
    queryFn: () => getApplications(q),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** POST /manage/pc/org/review/audit (JSON). */
export function useReviewApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: OrgReviewInput) =>
      api.post('/manage/pc/org/review/audit', input, { json: true, answer: orgApplicationSchema }),
    onSettled: () => client.invalidateQueries({ queryKey: ['org', 'review'] }),
  });
}
