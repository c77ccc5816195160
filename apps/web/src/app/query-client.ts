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
      },
    },
  });
}
