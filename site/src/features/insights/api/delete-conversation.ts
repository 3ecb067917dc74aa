import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@vela/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** DELETE {api}/conversations/:id (refusals in the page's language); the lists and figures read again. */
export function useDeleteConversation(api: string, language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', `${api}/conversations/${encodeURIComponent(id)}?language=${language}`);
    },
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: [api, 'conversation', id] });
      void queryClient.invalidateQueries({ queryKey: [api] });
    },
  });
}
