import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KnowledgeGap, Language } from '@vela/contracts';
import { apiJson } from '../../../lib/api-client.ts';

/** POST {api}/gaps/:id/dismiss: the question is not worth an answer; it leaves the open list. */
export function useDismissGap(api: string, language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiJson<{ gap: KnowledgeGap }>('POST', `${api}/gaps/${id}/dismiss?language=${language}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [api, 'gaps'] });
      void queryClient.invalidateQueries({ queryKey: [api, 'insights'] });
    },
  });
}
