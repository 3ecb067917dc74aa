import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatLeadList } from '@vela/contracts';
import { apiJson } from '../../../lib/api-client.ts';

/** GET {api}/leads: the visitors who left their details in the chat, newest first. */
export const chatLeadsQueryOptions = (api: string) =>
  queryOptions({
    queryKey: [api, 'leads'],
    queryFn: async () => (await apiJson<ChatLeadList>('GET', `${api}/leads`)).leads,
    // Visitors keep chatting: a page shows what is cached at once and reads the latest behind it.
    staleTime: 0,
  });

export const useChatLeads = (api: string) => useQuery(chatLeadsQueryOptions(api));

/** The CSV export of the same leads, downloaded by the browser. */
export const chatLeadsCsvUrl = (api: string) => `${api}/leads.csv`;
