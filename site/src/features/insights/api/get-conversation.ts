import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConversationTranscript } from '@vela/contracts';
import { apiJson } from '../../../lib/api-client.ts';

/** GET {api}/conversations/:id: the transcript, 404 when the conversation is not this bot's (or is gone). */
export const conversationQueryOptions = (api: string, id: string) =>
  queryOptions({
    queryKey: [api, 'conversation', id],
    queryFn: () => apiJson<ConversationTranscript>('GET', `${api}/conversations/${encodeURIComponent(id)}`),
    retry: false,
    // Visitors keep chatting: a page shows what is cached at once and reads the latest behind it.
    staleTime: 0,
  });

export const useConversation = (api: string, id: string) => useQuery(conversationQueryOptions(api, id));
