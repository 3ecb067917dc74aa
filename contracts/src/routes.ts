/** The site's route table: the router builds from it and the server uses it to tell a client route from a 404. */
export const routes = {
  home: '/',
  voiceAgent: '/voice-agent',
  socialAgent: '/social-agent',
  privacyPolicy: '/legal/privacy-policy',
  termsOfService: '/legal/terms-of-service',
  cookiePolicy: '/legal/cookie-policy',
  gdprCompliance: '/legal/gdpr-compliance',
  auth: '/auth',
  portal: '/portal',
  project: '/portal/projects/:id',
  chatbotEmbed: '/portal/chatbot-embed',
  portalConversations: '/portal/conversations',
  portalConversation: '/portal/conversations/:id',
  portalGaps: '/portal/knowledge-gaps',
  portalLeads: '/portal/leads',
  portalAnalytics: '/portal/analytics',
  adminCms: '/admin/cms',
  adminUsers: '/admin/users',
  adminProjects: '/admin/projects',
  adminLeads: '/admin/leads',
  adminBots: '/admin/chatbots',
  adminBotConversations: '/admin/chatbots/:botId/conversations',
  adminBotConversation: '/admin/chatbots/:botId/conversations/:id',
  adminBotGaps: '/admin/chatbots/:botId/knowledge-gaps',
  adminBotLeads: '/admin/chatbots/:botId/leads',
  adminBotAnalytics: '/admin/chatbots/:botId/analytics',
  websiteAnalyzer: '/website-analyzer',
  chatbotDemo: '/chatbot-demo',
  chatbotDemoPage: '/chatbot-demo/:demoId',
} as const;

export type RouteName = keyof typeof routes;

/** The public pages of spec part 1: prerendered by the site build, in the sitemap, with hreflang alternates. */
export const PUBLIC_PAGE_PATHS = [
  routes.home,
  routes.voiceAgent,
  routes.socialAgent,
  routes.privacyPolicy,
  routes.termsOfService,
  routes.cookiePolicy,
  routes.gdprCompliance,
] as const;

/** The addresses of one public page: unprefixed (Italian), /it and /en. */
export function publicPageForms(path: string): string[] {
  return path === '/' ? ['/', '/it', '/en'] : [path, `/it${path}`, `/en${path}`];
}

export const languages = ['it', 'en'] as const;
export type Language = (typeof languages)[number];

/** Fills `:params` of a route pattern. */
export function pathTo(name: RouteName, params: Record<string, string | number> = {}): string {
  return routes[name].replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(params[key] ?? '')));
}

/** Splits a path into its language prefix (if any) and the route path behind it. */
export function splitLanguagePrefix(pathname: string): { prefix: Language | undefined; path: string } {
  const match = /^\/(it|en)(?=\/|$)/.exec(pathname);
  if (!match) return { prefix: undefined, path: pathname || '/' };
  return { prefix: match[1] as Language, path: pathname.slice(match[0].length) || '/' };
}

const patterns = Object.values(routes).map(
  (pattern) => new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}/?$`),
);

/** True when the path (with or without a language prefix) is a page of the site. */
export function isClientRoute(pathname: string): boolean {
  const { path } = splitLanguagePrefix(pathname);
  return patterns.some((re) => re.test(path));
}
