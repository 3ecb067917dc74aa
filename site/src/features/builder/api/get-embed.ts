import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmbedCode } from '@vela/contracts';
import { apiJson } from '../../../lib/api-client.ts';

/** GET /api/chatbot/embed: the client's snippet, with the PUBLIC_URL the server knows. */
export const embedQueryOptions = queryOptions({
  queryKey: ['/api/chatbot/embed'],
  queryFn: async (): Promise<EmbedCode> => apiJson('GET', '/api/chatbot/embed'),
});

export const useEmbedSnippet = () => useQuery(embedQueryOptions);
