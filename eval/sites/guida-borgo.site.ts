import { guidaEnglishPages } from './guida-borgo.en.ts';
import { guidaInfoPages } from './guida-borgo.info.ts';
import { guidaLayout, guidaNotFound } from './guida-borgo.layout.ts';
import { guidaMainPages } from './guida-borgo.pages.ts';
import type { SiteDefinition } from './site-server.ts';

export const GUIDA_DOMAIN = 'guida-borgo.test';

/**
 * The tourist-office guide of Montevento, a small Tuscan town, built the 2005 way (layout tables, font
 * tags, bold lines for titles): Italian first, four pages translated into English.
 */
export const guidaBorgo: SiteDefinition = {
  domain: GUIDA_DOMAIN,
  language: 'it',
  pages: [...guidaMainPages, ...guidaInfoPages, ...guidaEnglishPages].map(guidaLayout),
  robots: 'User-agent: *\nDisallow: /cgi-bin/\nDisallow: /statistiche/\n',
  notFound: guidaNotFound,
};
