// What other areas may use of the cockpit: the dashboard's figures (the portal's chatbot card shows them).
export { insightsSummaryQueryOptions } from './api/get-insights-summary.ts';
