import { createBrowserRouter, type RouteObject } from 'react-router';
import { ProtectedRoute } from '../features/auth/components/protected-route.tsx';
import { NotFoundPage } from '../features/common/pages/not-found-page.tsx';
import { LanguageLayout } from './language-layout.tsx';

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
    lazy: async () => ({
      Component: (await import('../features/demo/pages/chatbot-demo-landing-page.tsx'))
        .ChatbotDemoLandingPage,
    }),
  },
  {
    path: 'chatbot-demo/:demoId',
    lazy: async () => ({ Component: (await import('../features/demo/pages/demo-page.tsx')).DemoPage }),
  },
  {
    path: 'website-analyzer',
    lazy: async () => ({
      Component: (await import('../features/demo/pages/website-analyzer-page.tsx')).WebsiteAnalyzerPage,
    }),
  },
  {
    Component: ProtectedRoute,
    children: [
      {
        path: 'portal',
        lazy: async () => ({
          Component: (await import('../features/portal/pages/portal-page.tsx')).PortalPage,
        }),
      },
      {
        path: 'portal/projects/:id',
        lazy: async () => ({
          Component: (await import('../features/portal/pages/project-page.tsx')).ProjectPage,
        }),
      },
      {
        path: 'admin/cms',
        lazy: async () => ({ Component: (await import('../features/admin/pages/cms-page.tsx')).CmsPage }),
      },
      {
        path: 'admin/users',
        lazy: async () => ({ Component: (await import('../features/admin/pages/users-page.tsx')).UsersPage }),
      },
      {
        path: 'admin/projects',
        lazy: async () => ({
          Component: (await import('../features/admin/pages/projects-page.tsx')).ProjectsPage,
        }),
      },
      {
        path: 'admin/leads',
        lazy: async () => ({ Component: (await import('../features/admin/pages/leads-page.tsx')).LeadsPage }),
      },
      {
        path: 'portal/chatbot-embed',
        lazy: async () => ({
          Component: (await import('../features/builder/pages/chatbot-builder-page.tsx')).ChatbotBuilderPage,
        }),
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
