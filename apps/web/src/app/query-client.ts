import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

/** One per page load in the browser, one per render on the server. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // A refused call (business code or HTTP status) will refuse again; only retry network drops.
        retry: (count, error) => count < 2 && error instanceof ApiError && error.status === 0,
        refetchOnWindowFocus: false,
        // A refusal the page was drawn with (活动不存在) stays drawn: retried on mount, it showed
        // as loading instead, on the server (whose HTML kept a skeleton) and while hydrating.
        // A failed page offers 重新加载, which asks again.
        retryOnMount: false,
      },
    },
  });
}
