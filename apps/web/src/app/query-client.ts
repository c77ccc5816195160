import { MutationCache, QueryClient } from '@tanstack/react-query';
import { MALFORMED_ANSWER } from '@zyz/client';
import { ApiError } from '../lib/api-client';
import { showWarning } from '../lib/feedback';

/** One per page load in the browser, one per render on the server. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    // A page shows a query's 数据格式有误 itself; a failed action has no page state to show it in,
    // and the client raises no toast for it, so it is said here, once.
    mutationCache: new MutationCache({
      onError: (error) => {
        if (error instanceof ApiError && error.code === MALFORMED_ANSWER)
          showWarning(error.message);
      },
    }),
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
