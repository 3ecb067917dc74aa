import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, TrainingRun } from '@vela/contracts';
import { apiJson } from '../../../lib/api-client.ts';
import { TRAININGS_QUERY_KEY } from './bot-settings.ts';

/**
 * Under the trainings' key, so whatever reloads the sources (an action on one of them) reloads their runs
 * too; without a language it names a source's runs in both.
 */
export const trainingRunsQueryKey = (trainingId: number, language?: Language) =>
  language
    ? ([...TRAININGS_QUERY_KEY, trainingId, 'runs', language] as const)
    : ([...TRAININGS_QUERY_KEY, trainingId, 'runs'] as const);

/** GET /api/chatbot/trainings/{id}/runs: a crawled source's runs, newest first (at most 20). */
export const trainingRunsQueryOptions = (trainingId: number, language: Language) =>
  queryOptions({
    queryKey: trainingRunsQueryKey(trainingId, language),
    queryFn: async (): Promise<TrainingRun[]> => {
      const body = await apiJson<{ runs: TrainingRun[] }>(
        'GET',
        `/api/chatbot/trainings/${trainingId}/runs?language=${language}`,
      );
      return body.runs;
    },
  });

/** The runs, asked for only once `enabled` (the source's "What changed" is open). */
export function useTrainingRuns(trainingId: number, language: Language, enabled: boolean) {
  return useQuery({ ...trainingRunsQueryOptions(trainingId, language), enabled });
}
