import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GapAnswerResult, Language } from '@vela/contracts';
import { apiJson } from '../../../lib/api-client.ts';

/**
 * POST {api}/gaps/:id/answer: the server indexes the answer as a Q&A source and asks the question again,
 * which can take a few seconds. The gap then leaves the open list.
 */
export function useAnswerGap(api: string, language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: string }) =>
      apiJson<GapAnswerResult>('POST', `${api}/gaps/${id}/answer?language=${language}`, { answer }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [api, 'gaps'] });
      void queryClient.invalidateQueries({ queryKey: [api, 'insights'] });
    },
  });
}
