import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BotAnalytics } from '@vela/contracts';
import { apiJson } from '../../../lib/api-client.ts';

/** GET {api}/analytics?days=7|30|90 */
export const analyticsQueryOptions = (api: string, days: number) =>
  queryOptions({
    queryKey: [api, 'analytics', days],
    queryFn: () => apiJson<BotAnalytics>('GET', `${api}/analytics?days=${days}`),
    placeholderData: keepPreviousData,
    // Visitors keep chatting: a page shows what is cached at once and reads the latest behind it.
    staleTime: 0,
  });

export const useAnalytics = (api: string, days: number) => useQuery(analyticsQueryOptions(api, days));
