import { useQuery } from '@tanstack/react-query';
import { globalSearchSchema } from '@zyz/domain';
import { api } from '../../../lib/api-client';

/** GET /home/search/all: a few missions, organisations and articles for the search box. */
export function useSearchAll(keyword: string) {
  return useQuery({
    queryKey: ['search', 'all', keyword],
    queryFn: () => api.get('/home/search/all', { keyword }, globalSearchSchema),
    enabled: keyword.length > 0,
    staleTime: 30_000,
  });
}
