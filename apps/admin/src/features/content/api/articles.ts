import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  manageArticleDetailSchema,
  manageArticleItemSchema,
  noDataSchema,
  pageSchema,
  savedIdSchema,
} from '@zyz/domain';
import { api } from '../../../lib/api-client';

export interface ArticleFilter {
  category?: string;
  status?: 'draft' | 'published';
  keyword?: string;
  pageIndex: number;
  pageSize: number;
}

export interface ArticleDraft {
  id?: string;
  category: string;
  title: string;
  digest?: string;
  cover?: string | null;
  content: string;
  source?: string;
  missionId?: string;
}

const key = ['content', 'articles'] as const;

/** GET /manage/pc/site/article/list: this node's and its subtree's articles, drafts included. */
export function useManageArticles(filter: ArticleFilter) {
  return useQuery({
    queryKey: [...key, 'list', filter],
    queryFn: () =>
      api.get('/manage/pc/site/article/list', { ...filter }, pageSchema(manageArticleItemSchema)),
    placeholderData: keepPreviousData,
  });
}

export function useManageArticle(id: string | undefined) {
  return useQuery({
    queryKey: [...key, 'view', id],
    queryFn: () => api.get('/manage/pc/site/article/view', { id: id! }, manageArticleDetailSchema),
    enabled: Boolean(id),
    retry: false,
  });
}

/** save, then publish / withdraw / delete by id; each refreshes the list. */
export function useArticleMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: key });
  const save = useMutation({
    mutationFn: (draft: ArticleDraft) =>
      api.post(
        '/manage/pc/site/article/save',
        { ...draft, cover: draft.cover ?? '' },
        { json: true, answer: savedIdSchema },
      ),
    onSuccess: refresh,
  });
  const act = useMutation({
    mutationFn: ({ action, id }: { action: 'publish' | 'withdraw' | 'delete'; id: string }) =>
      api.post(`/manage/pc/site/article/${action}`, { id }, { json: true, answer: noDataSchema }),
    onSuccess: refresh,
  });
  return { save, act };
}
