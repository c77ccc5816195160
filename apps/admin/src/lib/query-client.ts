import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError, MALFORMED_ANSWER } from '@zyz/client';
import { showWarning } from './feedback';

// No automatic retries or focus refetches: every failed call already showed the
// organiser a toast, and repeating it would only repeat the toast.
export const queryClient = new QueryClient({
  // A page shows a query's 数据格式有误 itself; a failed action has no page state to show it in,
  // and the client raises no toast for it, so it is said here, once.
  mutationCache: new MutationCache({
    onError: (error) => {
      if (error instanceof ApiError && error.code === MALFORMED_ANSWER) showWarning(error.message);
    },
  }),
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
    mutations: { retry: false },
  },
});
