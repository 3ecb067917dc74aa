import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminBotList } from '@vela/contracts';
import { apiJson } from '../../../lib/api-client.ts';

/** GET /api/admin/bots: every client's bot with its figures (admins only). */
export const adminBotsQueryOptions = queryOptions({
  queryKey: ['/api/admin/bots'],
  queryFn: async () => (await apiJson<AdminBotList>('GET', '/api/admin/bots')).bots,
  // Visitors keep chatting: a page shows what is cached at once and reads the latest behind it.
  staleTime: 0,
});

export const useAdminBots = (enabled = true) => useQuery({ ...adminBotsQueryOptions, enabled });
