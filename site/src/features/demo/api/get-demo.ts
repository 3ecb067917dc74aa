import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DemoView, Language, TrainingProgress } from '@vela/contracts';
import { useEffect } from 'react';
import { apiJson } from '../../../lib/api-client.ts';

const terminal = (p: TrainingProgress | undefined) => p?.status === 'ready' || p?.status === 'failed';

export const demoQueryOptions = (demoId: string, language: Language) =>
  queryOptions({
    queryKey: ['/api/chatbot-demo', demoId, language],
    queryFn: async (): Promise<DemoView> =>
      apiJson('GET', `/api/chatbot-demo/${encodeURIComponent(demoId)}?language=${language}`),
  });

/**
 * GET /api/chatbot-demo/{demoId}; polls every 3 s while training runs, in case the socket is unavailable,
 * and asks again at once when the socket says it has ended, for the crawl report that comes with the end.
 */
export function useDemo(demoId: string, language: Language, liveProgress: TrainingProgress | undefined) {
  const query = useQuery({
    ...demoQueryOptions(demoId, language),
    refetchInterval: (query) => (terminal(query.state.data?.training) || query.state.error ? false : 3000),
  });
  const liveEnded = terminal(liveProgress);
  const storedEnded = terminal(query.data?.training);
  const { refetch } = query;
  useEffect(() => {
    if (liveEnded && !storedEnded) void refetch();
  }, [liveEnded, storedEnded, refetch]);
  return query;
}
