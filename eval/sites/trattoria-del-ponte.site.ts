import type { SiteDefinition } from './site-server.ts';
import { ponteEnglishPages } from './trattoria-del-ponte.en.ts';
import { ponteItalianPages } from './trattoria-del-ponte.it.ts';
import { ponteLayout } from './trattoria-del-ponte.layout.ts';
import { ponteLegalPages, ponteNotFound } from './trattoria-del-ponte.legal.ts';
import { ponteNewsPages } from './trattoria-del-ponte.news.ts';

export const PONTE_DOMAIN = 'trattoria-del-ponte.test';

/**
 * Trattoria del Ponte, a family trattoria and wood-fired pizzeria with four guest rooms and a small shop,
 * by the old bridge over the Belbo in a (made-up) Piedmont village, built with WordPress, the Elementor
 * page builder and WPML. Italian first; home, menu, pizzeria, rooms, events and contact in English under
 * /en/ (price widgets copied untranslated); the news, FAQ, shop, story, allergens, gift vouchers, booking
 * terms and legal pages only in Italian. Every menu is printed four times (desktop and mobile headers,
 * each with a horizontal and a dropdown nav), the FAQ is a toggle widget with its answers hidden by CSS
 * and repeated as JSON-LD, the hours are a tabs widget whose titles are printed twice, pizza prices come
 * in two unlabelled spans under a separate size header, counters print "0", and the home hours are laid
 * out twice (desktop and mobile). Two news posts carry the hours of summer 2025 and the 2025 truffle
 * dinner; a third lists old and new prices side by side.
 */
export const trattoriaDelPonte: SiteDefinition = {
  domain: PONTE_DOMAIN,
  language: 'it',
  pages: [...ponteItalianPages, ...ponteEnglishPages, ...ponteNewsPages, ...ponteLegalPages].map(ponteLayout),
  robots:
    'User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /wp-content/uploads/wpo/\nDisallow: /?s=\n',
  notFound: ponteNotFound,
};
