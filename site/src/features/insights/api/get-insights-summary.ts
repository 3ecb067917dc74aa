import { queryOptions } from '@tanstack/react-query';
import type { InsightsSummary } from '@vela/contracts';
import { apiJson } from '../../../lib/api-client.ts';
import { insightsApi } from './insights-scope.ts';

/** GET {api}/insights: the dashboard's figures (open gaps, this week's conversations and leads). */
export const insightsSummaryQueryOptions = (botId?: string) =>
  queryOptions({
    queryKey: [insightsApi(botId), 'insights'],
    queryFn: () => apiJson<InsightsSummary>('GET', `${insightsApi(botId)}/insights`),
    // Visitors keep chatting: a page shows what is cached at once and reads the latest behind it.
    staleTime: 0,
  });
