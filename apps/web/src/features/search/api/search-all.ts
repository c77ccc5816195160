import { useQuery } from '@tanstack/react-query';
import type { GlobalSearchResult } from '@zyz/domain';
import { api } from '../../../lib/api-client';

/** GET /home/search/all: a few missions, organisations and articles for the search box. */
export function useSearchAll(keyword: string) {
  return useQuery({
    queryKey: ['search', 'all', keyword],
    queryFn: () => api.get<GlobalSearchResult>('/home/search/all', { keyword }),
    enabled: keyword.length > 0,
    staleTime: 30_000,
  });
}
