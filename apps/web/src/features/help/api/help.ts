import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { helpCategoryCountListSchema, helpItemSchema, pageSchema } from '@zyz/domain';
import { api } from '../../../lib/api-client';

/** Questions per page of /help. */
export const helpPageSize = 20;

export interface HelpListParams {
  category?: string;
  keyword?: string;
  pageIndex: number;
  pageSize: number;
}

/** GET /home/site/help/list: published questions in the staff's order. */
export const helpListOptions = (params: HelpListParams) =>
  queryOptions({
    queryKey: ['help', 'list', params],
    queryFn: () => api.get('/home/site/help/list', { ...params }, pageSchema(helpItemSchema)),
    placeholderData: keepPreviousData,
  });

export function useHelpList(params: HelpListParams) {
  return useQuery(helpListOptions(params));
}

export const helpCategoriesOptions = () =>
  queryOptions({
    queryKey: ['help', 'categories'],
    queryFn: () => api.get('/home/site/help/categories', undefined, helpCategoryCountListSchema),
    staleTime: 5 * 60_000,
  });

export function useHelpCategories() {
  return useQuery(helpCategoriesOptions());
}
