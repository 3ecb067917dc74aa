import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RefreshSchedule, Training } from '@vela/contracts';
import { apiJson } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';
import { TRAININGS_QUERY_KEY } from './bot-settings.ts';

/**
 * PATCH /api/chatbot/trainings/{id} `{ refresh }`: a crawled source's schedule. Changes of one source
 * are sent one after another, so the last choice is the one saved.
 */
export function useUpdateRefresh(trainingId: number) {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: `training-refresh-${trainingId}` },
    mutationFn: async (refresh: RefreshSchedule) => {
      const body = await apiJson<{ training: Training }>(
        'PATCH',
        `/api/chatbot/trainings/${trainingId}?language=${language}`,
        { refresh },
      );
      return body.training;
    },
    // A poll already on its way knows the old schedule: it must not land after the saved one.
    onMutate: () => queryClient.cancelQueries({ queryKey: TRAININGS_QUERY_KEY, exact: true }),
    onSuccess: (saved) =>
      queryClient.setQueryData<Training[]>(TRAININGS_QUERY_KEY, (list) =>
        list?.map((t) => (t.id === saved.id ? { ...t, ...saved } : t)),
      ),
  });
}
