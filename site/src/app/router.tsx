import { languages, type RouteName, routes } from '@vela/contracts/public';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ProtectedRoute } from '../features/auth/public.ts';
import { registerNamespace } from '../i18n/i18n.ts';
import { NotFoundPage } from './common/pages/not-found-page.tsx';
import { LanguageLayout } from './language-layout.tsx';

/** A page's path below the language prefix, from the contracts' route table ('/portal' → 'portal'). */
const at = (name: RouteName) => routes[name].slice(1);

/** Loads an area's translations and adds them to i18next; the entry carries only common, marketing and auth. */
type Texts = () => Promise<void>;
const adminTexts: Texts = async () =>
  registerNamespace('admin', (await import('../features/admin/locales/admin-resources.ts')).adminResources);
const builderTexts: Texts = async () =>
  registerNamespace(
    'builder',
    (await import('../features/builder/locales/builder-resources.ts')).builderResources,
  );
const demoTexts: Texts = async () =>
  registerNamespace('demo', (await import('../features/demo/locales/demo-resources.ts')).demoResources);
const portalTexts: Texts = async () =>
  registerNamespace(
    'portal',
    (await import('../features/portal/locales/portal-resources.ts')).portalResources,
  );
const insightsTexts: Texts = async () =>
  registerNamespace(
    'insights',
    (await import('../features/insights/locales/insights-resources.ts')).insightsResources,
  );
const crawlReportTexts: Texts = async () =>
  registerNamespace(
    'crawlReport',
    (await import('../ui/crawl-report/crawl-report-resources.ts')).crawlReportResources,
  );

/** A lazy page that loads alongside the namespaces it shows, so its first render already has its texts. */
const withTexts =
  (load: () => Promise<ComponentType>, ...texts: Texts[]) =>
  async () => {
    const [Component] = await Promise.all([load(), ...texts.map((register) => register())]);
    return { Component };
  };

/** The cockpit's pages: the same page for the client's routes and (with `:botId`) the admin's. */
const insightsPages = {
  conversations: async () =>
    (await import('../features/insights/pages/conversations-page.tsx')).ConversationsPage,
  conversation: async () =>
    (await import('../features/insights/pages/conversation-page.tsx')).ConversationPage,
  gaps: async () => (await import('../features/insights/pages/gaps-page.tsx')).GapsPage,
  leads: async () => (await import('../features/insights/pages/leads-page.tsx')).LeadsPage,
  analytics: async () => (await import('../features/insights/pages/analytics-page.tsx')).AnalyticsPage,
};

const clientInsights: [RouteName, keyof typeof insightsPages][] = [
  ['portalConversations', 'conversations'],
  ['portalConversation', 'conversation'],
  ['portalGaps', 'gaps'],
  ['portalLeads', 'leads'],
  ['portalAnalytics', 'analytics'],
];
const adminInsights: [RouteName, keyof typeof insightsPages][] = [
  ['adminBotConversations', 'conversations'],
  ['adminBotConversation', 'conversation'],
  ['adminBotGaps', 'gaps'],
  ['adminBotLeads', 'leads'],
  ['adminBotAnalytics', 'analytics'],
];

/** Every page once; the router mounts the set at /, /it and /en. Areas load as their own chunks. */
const pages: RouteObject[] = [
  {
    // The public pages share header, footer and contact popup; each page and the legal texts are own chunks.
    lazy: async () => ({
      Component: (await import('../features/marketing/components/layout/marketing-layout.tsx'))
        .MarketingLayout,
    }),
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('../features/marketing/pages/home-page.tsx')).HomePage,
        }),
      },
      {
        path: at('voiceAgent'),
        lazy: async () => ({
          Component: (await import('../features/marketing/pages/voice-agent-page.tsx')).VoiceAgentPage,
        }),
      },
      {
        path: at('socialAgent'),
        lazy: async () => ({
          Component: (await import('../features/marketing/pages/social-agent-page.tsx')).SocialAgentPage,
        }),
      },
      {
        path: at('privacyPolicy'),
        lazy: async () => ({
          Component: (await import('../features/legal/pages/legal-page.tsx')).PrivacyPolicyPage,
        }),
      },
      {
        path: at('termsOfService'),
        lazy: async () => ({
          Component: (await import('../features/legal/pages/legal-page.tsx')).TermsOfServicePage,
        }),
      },
      {
        path: at('cookiePolicy'),
        lazy: async () => ({
          Component: (await import('../features/legal/pages/legal-page.tsx')).CookiePolicyPage,
        }),
      },
      {
        path: at('gdprCompliance'),
        lazy: async () => ({
          Component: (await import('../features/legal/pages/legal-page.tsx')).GdprCompliancePage,
        }),
      },
    ],
  },
  {
    path: at('auth'),
    lazy: async () => ({ Component: (await import('../features/auth/pages/auth-page.tsx')).AuthPage }),
  },
  {
    path: at('chatbotDemo'),
    lazy: withTexts(
      async () =>
        (await import('../features/demo/pages/chatbot-demo-landing-page.tsx')).ChatbotDemoLandingPage,
      demoTexts,
    ),
  },
  {
    path: at('chatbotDemoPage'),
    lazy: withTexts(
      async () => (await import('../features/demo/pages/demo-page.tsx')).DemoPage,
      demoTexts,
      crawlReportTexts,
    ),
  },
  {
    path: at('websiteAnalyzer'),
    lazy: withTexts(
      async () => (await import('../features/demo/pages/website-analyzer-page.tsx')).WebsiteAnalyzerPage,
      demoTexts,
    ),
  },
  {
    Component: ProtectedRoute,
    children: [
      {
        path: at('portal'),
        lazy: withTexts(
          async () => (await import('../features/portal/pages/portal-page.tsx')).PortalPage,
          portalTexts,
        ),
      },
      {
        path: at('project'),
        lazy: withTexts(
          async () => (await import('../features/portal/pages/project-page.tsx')).ProjectPage,
          portalTexts,
        ),
      },
      {
        path: at('adminCms'),
        lazy: withTexts(
          async () => (await import('../features/admin/pages/cms-page.tsx')).CmsPage,
          adminTexts,
        ),
      },
      {
        path: at('adminUsers'),
        lazy: withTexts(
          async () => (await import('../features/admin/pages/users-page.tsx')).UsersPage,
          adminTexts,
        ),
      },
      {
        path: at('adminProjects'),
        lazy: withTexts(
          async () => (await import('../features/admin/pages/projects-page.tsx')).ProjectsPage,
          adminTexts,
        ),
      },
      {
        path: at('adminLeads'),
        lazy: withTexts(
          async () => (await import('../features/admin/pages/leads-page.tsx')).LeadsPage,
          adminTexts,
        ),
      },
      ...clientInsights.map(([route, page]) => ({
        path: at(route),
        lazy: withTexts(insightsPages[page], insightsTexts),
      })),
      {
        path: at('adminBots'),
        lazy: withTexts(
          async () => (await import('../features/insights/pages/admin-bots-page.tsx')).AdminBotsPage,
          insightsTexts,
          adminTexts,
        ),
      },
      // The admin's cockpit pages sit in the admin frame, whose texts are the admin namespace's.
      ...adminInsights.map(([route, page]) => ({
        path: at(route),
        lazy: withTexts(insightsPages[page], insightsTexts, adminTexts),
      })),
      {
        path: at('chatbotEmbed'),
        lazy: withTexts(
          async () => (await import('../features/builder/pages/chatbot-builder-page.tsx')).ChatbotBuilderPage,
          builderTexts,
          crawlReportTexts,
        ),
      },
    ],
  },
  { path: '*', Component: NotFoundPage },
];

/** The whole route tree; the build's prerender renders the public pages from the same tree. */
export const appRoutes: RouteObject[] = [
  {
    Component: LanguageLayout,
    children: [
      { path: routes.home, children: pages },
      ...languages.map((lang) => ({ path: `/${lang}`, children: pages })),
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(appRoutes);
}
