import type { RouteName } from '@vela/contracts/public';
import { useParams } from 'react-router';
import { useLocalizedPath } from '../../../lib/language.ts';

/** The cockpit's pages, as its sub-navigation lists them. */
export const insightsSections = ['conversations', 'gaps', 'leads', 'analytics'] as const;
export type InsightsPage = (typeof insightsSections)[number] | 'conversation';

const clientPages: Record<InsightsPage, RouteName> = {
  conversations: 'portalConversations',
  conversation: 'portalConversation',
  gaps: 'portalGaps',
  leads: 'portalLeads',
  analytics: 'portalAnalytics',
};

const adminPages: Record<InsightsPage, RouteName> = {
  conversations: 'adminBotConversations',
  conversation: 'adminBotConversation',
  gaps: 'adminBotGaps',
  leads: 'adminBotLeads',
  analytics: 'adminBotAnalytics',
};

/** Whose bot a cockpit page shows: the signed-in client's own, or (for an admin) any bot by its id. */
export interface InsightsScope {
  /** `/api/chatbot` for the client, `/api/admin/bots/:botId` for an admin: the same sub-paths follow. */
  api: string;
  /** The bot an admin is reading; undefined on the client's pages. */
  botId?: string;
  /** Another cockpit page of the same bot, in the page's language. */
  path: (page: InsightsPage, params?: { id: string }) => string;
}

/** The API base of a bot's insights: the client's own, or any bot's for an admin. */
export const insightsApi = (botId?: string) =>
  botId === undefined ? '/api/chatbot' : `/api/admin/bots/${encodeURIComponent(botId)}`;

/** The same pages serve both: the admin's routes carry `:botId`, the client's do not. */
export function useInsightsScope(): InsightsScope {
  const { botId } = useParams();
  const to = useLocalizedPath();
  return {
    api: insightsApi(botId),
    botId,
    path: (page, params = { id: '' }) =>
      botId === undefined
        ? to(clientPages[page], params)
        : to(adminPages[page], { ...params, botId }, { italianPrefix: true }),
  };
}
