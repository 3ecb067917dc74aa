import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ConversationPage } from '@vela/contracts';
import { apiJson } from '../../../lib/api-client.ts';
import { type ConversationFilters, filterParams } from '../lib/conversation-filters.ts';
import { queryString } from './query-string.ts';

/** GET {api}/conversations?from&to&language&filter&search&page: 25 a page, newest first. */
export const conversationsQueryOptions = (api: string, filters: ConversationFilters) =>
  queryOptions({
    queryKey: [api, 'conversations', filters],
    queryFn: () =>
      apiJson<ConversationPage>('GET', `${api}/conversations${queryString(filterParams(filters))}`),
    // The rows of the last page stay while the next page or filter loads.
    placeholderData: keepPreviousData,
    // Visitors keep chatting: a page shows what is cached at once and reads the latest behind it.
    staleTime: 0,
  });

export const useConversations = (api: string, filters: ConversationFilters) =>
  useQuery(conversationsQueryOptions(api, filters));

/** The CSV export of the same filters (all pages), downloaded by the browser. */
export const conversationsCsvUrl = (api: string, filters: ConversationFilters) =>
  `${api}/conversations.csv${queryString(filterParams({ ...filters, page: 1 }))}`;
