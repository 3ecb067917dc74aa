import { routes } from '@vela/contracts';

/** The public pages of spec part 1 (prerendered by the site build), with their /it and /en forms. */
export const PUBLIC_ROUTES = [
  routes.home,
  routes.voiceAgent,
  routes.socialAgent,
  routes.privacyPolicy,
  routes.termsOfService,
  routes.cookiePolicy,
  routes.gdprCompliance,
] as const;

const forms = (path: string) => (path === '/' ? ['/', '/it', '/en'] : [path, `/it${path}`, `/en${path}`]);

export const PUBLIC_PAGE_PATHS_FOR_SERVER = new Set(PUBLIC_ROUTES.flatMap(forms));
