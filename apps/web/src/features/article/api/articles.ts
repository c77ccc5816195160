import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  articleDetailSchema,
  articleListItemSchema,
  pageSchema,
  type ArticleKind,
} from '@zyz/domain';
import { api } from '../../../lib/api-client';

export interface ArticleListParams {
  category?: string;
  kind?: ArticleKind;
  keyword?: string;
  pageIndex: number;
  pageSize: number;
}

/** Articles per page of /article. */
const articlePageSize = 10;

/** /article's list call for its address (?category=&keyword=&page=). */
export function articleListParams(
  get: (name: string) => string,
  pageIndex: number,
): ArticleListParams {
  return {
    category: get('category') || undefined,
    keyword: get('keyword') || undefined,
    pageIndex,
    pageSize: articlePageSize,
  };
}

export const articleListOptions = (params: ArticleListParams) =>
  queryOptions({
    queryKey: ['article', 'list', params],
    queryFn: () =>
      api.get('/home/site/article/list', { ...params }, pageSchema(articleListItemSchema)),
    placeholderData: keepPreviousData,
  });

/** GET /home/site/article/list: published only, newest first. */
export function useArticleList(params: ArticleListParams) {
  return useQuery(articleListOptions(params));
}

export const articleDetailOptions = (id: string, kind: ArticleKind) =>
  queryOptions({
    queryKey: ['article', 'detail', kind, id],
    queryFn: () => api.get('/home/site/article/detail', { id, kind }, articleDetailSchema),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
    retry: false,
  });

/** GET /home/site/article/detail: each load counts one read, so it is not refetched on focus. */
export function useArticleDetail(id: string, kind: ArticleKind) {
  return useQuery(articleDetailOptions(id, kind));
}
