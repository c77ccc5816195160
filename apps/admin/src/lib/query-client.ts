import { QueryClient } from '@tanstack/react-query';

// No automatic retries or focus refetches: every failed call already showed the
// organiser a toast, and repeating it would only repeat the toast.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
    mutations: { retry: false },
  },
});
