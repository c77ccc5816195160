import { queryOptions, useQuery } from '@tanstack/react-query';
import { hotArticleListSchema } from '@zyz/domain';
import { api } from '../../../lib/api-client';

export const fetchHotNews = () =>
  api.get('/home/site/article/getHotNews', undefined, hotArticleListSchema);

/** GET /home/site/article/getHotNews: at most ten, the most read first. */
export const hotNewsQuery = () =>
  queryOptions({
    queryKey: ['article', 'hot'],
    queryFn: fetchHotNews,
    staleTime: 60_000,
    retry: false,
  });

export function useHotNews() {
  return useQuery(hotNewsQuery());
}
