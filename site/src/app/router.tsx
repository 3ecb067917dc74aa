import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ProtectedRoute } from '../features/auth/components/protected-route.tsx';
import { NotFoundPage } from '../features/common/pages/not-found-page.tsx';
import { registerNamespace } from '../i18n/i18n.ts';
import { LanguageLayout } from './language-layout.tsx';

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

/** A lazy page that loads alongside the namespaces it shows, so its first render already has its texts. */
const withTexts =
  (load: () => Promise<ComponentType>, ...texts: Texts[]) =>
  async () => {
    const [Component] = await Promise.all([load(), ...texts.map((register) => register())]);
    return { Component };
  };

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
        path: 'voice-agent',
        lazy: async () => ({
          Component: (await import('../features/marketing/pages/voice-agent-page.tsx')).VoiceAgentPage,
        }),
      },
      {
        path: 'social-agent',
        lazy: async () => ({
          Component: (await import('../features/marketing/pages/social-agent-page.tsx')).SocialAgentPage,
        }),
      },
      {
        path: 'legal/privacy-policy',
        lazy: async () => ({
          Component: (await import('../features/legal/pages/legal-page.tsx')).PrivacyPolicyPage,
        }),
      },
      {
        path: 'legal/terms-of-service',
        lazy: async () => ({
          Component: (await import('../features/legal/pages/legal-page.tsx')).TermsOfServicePage,
        }),
      },
      {
        path: 'legal/cookie-policy',
        lazy: async () => ({
          Component: (await import('../features/legal/pages/legal-page.tsx')).CookiePolicyPage,
        }),
      },
      {
        path: 'legal/gdpr-compliance',
        lazy: async () => ({
          Component: (await import('../features/legal/pages/legal-page.tsx')).GdprCompliancePage,
        }),
      },
    ],
  },
  {
    path: 'auth',
    lazy: async () => ({ Component: (await import('../features/auth/pages/auth-page.tsx')).AuthPage }),
  },
  {
    path: 'chatbot-demo',
    lazy: withTexts(
      async () =>
        (await import('../features/demo/pages/chatbot-demo-landing-page.tsx')).ChatbotDemoLandingPage,
      demoTexts,
    ),
  },
  {
    path: 'chatbot-demo/:demoId',
    lazy: withTexts(async () => (await import('../features/demo/pages/demo-page.tsx')).DemoPage, demoTexts),
  },
  {
    path: 'website-analyzer',
    lazy: withTexts(
      async () => (await import('../features/demo/pages/website-analyzer-page.tsx')).WebsiteAnalyzerPage,
      demoTexts,
    ),
  },
  {
    Component: ProtectedRoute,
    children: [
      {
        path: 'portal',
        lazy: withTexts(
          async () => (await import('../features/portal/pages/portal-page.tsx')).PortalPage,
          portalTexts,
        ),
      },
      {
        path: 'portal/projects/:id',
        lazy: withTexts(
          async () => (await import('../features/portal/pages/project-page.tsx')).ProjectPage,
          portalTexts,
        ),
      },
      // The admin pages show the portal's menu, status badges and dialogs too.
      {
        path: 'admin/cms',
        lazy: withTexts(
          async () => (await import('../features/admin/pages/cms-page.tsx')).CmsPage,
          adminTexts,
          portalTexts,
        ),
      },
      {
        path: 'admin/users',
        lazy: withTexts(
          async () => (await import('../features/admin/pages/users-page.tsx')).UsersPage,
          adminTexts,
          portalTexts,
        ),
      },
      {
        path: 'admin/projects',
        lazy: withTexts(
          async () => (await import('../features/admin/pages/projects-page.tsx')).ProjectsPage,
          adminTexts,
          portalTexts,
        ),
      },
      {
        path: 'admin/leads',
        lazy: withTexts(
          async () => (await import('../features/admin/pages/leads-page.tsx')).LeadsPage,
          adminTexts,
          portalTexts,
        ),
      },
      {
        path: 'portal/chatbot-embed',
        lazy: withTexts(
          async () => (await import('../features/builder/pages/chatbot-builder-page.tsx')).ChatbotBuilderPage,
          builderTexts,
          // its trainings list shows a crawl's report, whose texts are the demo page's
          demoTexts,
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
      { path: '/', children: pages },
      { path: '/it', children: pages },
      { path: '/en', children: pages },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(appRoutes);
}
