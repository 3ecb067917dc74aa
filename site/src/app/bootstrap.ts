import type { i18n as I18n } from 'i18next';

import { readSiteConfig } from '../lib/site-config.ts';

/** Reads the server's settings from the page and names the brand in every language (BRAND_NAME). */
export function applySiteConfig(i18n: I18n) {
  const { brandName } = readSiteConfig(document);
  for (const lang of ['it', 'en']) i18n.addResource(lang, 'common', 'brand', brandName);
}

type DataRouter = ReturnType<typeof import('react-router').createBrowserRouter>;

/** Resolves once the router has loaded the lazy modules of the first page, so hydration sees the same tree. */
export function routerReady(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
