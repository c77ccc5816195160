import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { manageHelpItemSchema, noDataSchema, pageSchema, savedIdSchema } from '@zyz/domain';
import { api } from '../../../lib/api-client';

export interface HelpFilter {
  category?: string;
  status?: 'draft' | 'published';
  keyword?: string;
  pageIndex: number;
  pageSize: number;
}

export interface HelpDraft {
  id?: string;
  category: string;
  title: string;
  content: string;
  sort: number;
}

const key = ['content', 'help'] as const;

/** GET /manage/pc/site/help/list (provincial federation staff only). */
export function useManageHelp(filter: HelpFilter) {
  return useQuery({
    queryKey: [...key, filter],
    queryFn: () =>
      api.get('/manage/pc/site/help/list', { ...filter }, pageSchema(manageHelpItemSchema)),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useHelpMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: key });
  const save = useMutation({
    mutationFn: (draft: HelpDraft) =>
      api.post('/manage/pc/site/help/save', draft, { json: true, answer: savedIdSchema }),
    onSuccess: refresh,
  });
  const act = useMutation({
    mutationFn: ({ action, id }: { action: 'publish' | 'withdraw' | 'delete'; id: string }) =>
      api.post(`/manage/pc/site/help/${action}`, { id }, { json: true, answer: noDataSchema }),
    onSuccess: refresh,
  });
  return { save, act };
}
