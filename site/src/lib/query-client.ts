import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client.ts';

/** Spec part 1 §9: no refetch on focus, no polling, never stale, no retries; cache kept 5 minutes. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: 5 * 60 * 1000,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
