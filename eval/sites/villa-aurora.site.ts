import type { SiteDefinition } from './site-server.ts';
import { villaEnglishPages } from './villa-aurora.en.ts';
import { villaItalianPages } from './villa-aurora.it.ts';
import { villaLayout } from './villa-aurora.layout.ts';
import { villaLegalPages, villaNotFound } from './villa-aurora.legal.ts';

export const VILLA_DOMAIN = 'villa-aurora.test';

/** Villa Aurora, an Italian agriturismo and wedding venue with an English translation and two stubs. */
export const villaAurora: SiteDefinition = {
  domain: VILLA_DOMAIN,
  language: 'it',
  pages: [...villaItalianPages, ...villaEnglishPages, ...villaLegalPages].map(villaLayout),
  robots: 'User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\n',
  notFound: villaNotFound,
};
