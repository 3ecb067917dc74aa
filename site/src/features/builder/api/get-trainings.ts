import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Training } from '@vela/contracts';
import { apiJson } from '../../../lib/api-client.ts';
import { TRAININGS_QUERY_KEY } from './bot-settings.ts';

const inFlight = (t: Training) => t.status !== 'ready' && t.status !== 'failed';

async function fetchTrainings(): Promise<Training[]> {
  const body = (await apiJson('GET', '/api/chatbot/trainings')) as Training[] | { trainings: Training[] };
  return Array.isArray(body) ? body : body.trainings;
}

export const trainingsQueryOptions = queryOptions({ queryKey: TRAININGS_QUERY_KEY, queryFn: fetchTrainings });

/** GET /api/chatbot/trainings (only once a user exists); polled every 1.5 s while a source is being read. */
export function useTrainings(enabled: boolean) {
  return useQuery({
    ...trainingsQueryOptions,
    enabled,
    refetchInterval: (query) => (query.state.data?.some(inFlight) ? 1500 : false),
  });
}
