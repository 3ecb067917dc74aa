import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BotSettings, Language } from '@vela/contracts';
import { apiJson } from '../../../lib/api-client.ts';

/** What the builder edits and saves: every setting but the bot's id. */
export type SettingsDraft = Omit<BotSettings, 'botId'>;

export const SETTINGS_QUERY_KEY = ['/api/chatbot/settings'] as const;

/** GET /api/chatbot/settings: the signed-in client's bot, with its defaults when never saved. */
export const settingsQueryOptions = queryOptions({
  queryKey: SETTINGS_QUERY_KEY,
  queryFn: async (): Promise<BotSettings> => apiJson('GET', '/api/chatbot/settings'),
});

export const useBotSettings = () => useQuery(settingsQueryOptions);

/** PUT /api/chatbot/settings (errors in the page's language) */
export function useSaveSettings(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    // The webhook's secret is the server's to make: it is shown, never sent back.
    mutationFn: async ({ webhookSecret: _shown, ...input }: SettingsDraft): Promise<BotSettings> =>
      apiJson('PUT', `/api/chatbot/settings?language=${language}`, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(SETTINGS_QUERY_KEY, saved);
      void queryClient.invalidateQueries({ queryKey: TRAININGS_QUERY_KEY });
    },
  });
}

export const TRAININGS_QUERY_KEY = ['/api/chatbot/trainings'] as const;
