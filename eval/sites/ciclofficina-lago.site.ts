import { cicloEnglishPages } from './ciclofficina-lago.en.ts';
import { cicloItalianPages } from './ciclofficina-lago.it.ts';
import { cicloLayout } from './ciclofficina-lago.layout.ts';
import { cicloLegalPages, cicloNotFound } from './ciclofficina-lago.legal.ts';
import type { SiteDefinition } from './site-server.ts';

export const CICLO_DOMAIN = 'ciclofficina-lago.test';

/**
 * Ciclofficina del Lago, a bike rental, workshop and e-bike tour business on Lake Garda built with
 * WordPress and a page builder: Italian first, most pages translated into English, two blog posts and
 * the rental terms in Italian only, and one page of broken markup.
 */
export const ciclofficinaLago: SiteDefinition = {
  domain: CICLO_DOMAIN,
  language: 'it',
  pages: [...cicloItalianPages, ...cicloEnglishPages, ...cicloLegalPages].map(cicloLayout),
  robots: 'User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /?s=\n',
  notFound: cicloNotFound,
};
