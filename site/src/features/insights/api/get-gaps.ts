import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GapList, GapStatus } from '@vela/contracts';
import { apiJson } from '../../../lib/api-client.ts';

/** GET {api}/gaps?status=: the questions the bot answered poorly, most asked first. */
export const gapsQueryOptions = (api: string, status: GapStatus) =>
  queryOptions({
    queryKey: [api, 'gaps', status],
    queryFn: () => apiJson<GapList>('GET', `${api}/gaps?status=${status}`),
    // Visitors keep chatting: a page shows what is cached at once and reads the latest behind it.
    staleTime: 0,
  });

export const useGaps = (api: string, status: GapStatus) => useQuery(gapsQueryOptions(api, status));
