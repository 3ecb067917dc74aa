import { routes } from '@vela/contracts/public';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { registerLegalNamespace } from '../../features/legal/legal-resources.ts';
import { initI18n } from '../../i18n/i18n.ts';
import { languageOfPath } from '../../lib/language.ts';
import { alternatesOf, prerenderPaths } from '../../lib/public-pages.ts';
import { AppProviders } from '../providers.tsx';
import { appRoutes } from '../router.tsx';

export { prerenderPaths };

const handler = createStaticHandler(appRoutes);

export interface RenderedPage {
  html: string;
  lang: 'it' | 'en';
  title: string;
  description: string;
  canonical: string;
  alternates: { it: string; en: string };
}

const metaKeys: Record<string, [string, string]> = {
  [routes.home]: ['marketing:meta.home.title', 'marketing:meta.home.description'],
  [routes.voiceAgent]: ['marketing:meta.voiceAgent.title', 'marketing:meta.voiceAgent.description'],
  [routes.socialAgent]: ['marketing:meta.socialAgent.title', 'marketing:meta.socialAgent.description'],
  [routes.privacyPolicy]: ['legal:privacy.meta.title', 'legal:privacy.meta.description'],
  [routes.termsOfService]: ['legal:terms.meta.title', 'legal:terms.meta.description'],
  [routes.cookiePolicy]: ['legal:cookies.meta.title', 'legal:cookies.meta.description'],
  [routes.gdprCompliance]: ['legal:gdpr.meta.title', 'legal:gdpr.meta.description'],
};

/** Renders one public page to HTML with the same tree the browser hydrates (no router data script: CSP). */
export async function renderPage(pathname: string): Promise<RenderedPage> {
  const lang = languageOfPath(pathname);
  if (!i18next.isInitialized) initI18n(lang);
  registerLegalNamespace();
  await i18next.changeLanguage(lang);
  const context = await handler.query(new Request(`http://prerender.local${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  const alternates = alternatesOf(pathname);
  if (!alternates) throw new Error(`${pathname} is not a public page`);
  const [titleKey, descriptionKey] = metaKeys[alternates.it] ?? metaKeys[routes.home]!;
  const brand = i18next.t('common:brand');
  return {
    html,
    lang,
    title: `${brand} | ${i18next.t(titleKey)}`,
    description: i18next.t(descriptionKey, { brand }),
    canonical: alternates.canonical,
    alternates: { it: alternates.it, en: alternates.en },
  };
}
