import { olivetoGermanPages } from './campeggio-garda.de.ts';
import { olivetoEnglishPages } from './campeggio-garda.en.ts';
import { olivetoInfoPages, olivetoNotFound } from './campeggio-garda.info.ts';
import { olivetoItalianPages } from './campeggio-garda.it.ts';
import { olivetoLayout } from './campeggio-garda.layout.ts';
import type { SiteDefinition } from './site-server.ts';

export const OLIVETO_DOMAIN = 'campeggio-garda.test';

/**
 * Camping Oliveto, a (made-up) family campsite on the shore of Lake Garda at Lazise (Verona), built with
 * Joomla 4, the Helix Ultimate template and SP Page Builder: `sppb-section`/`sppb-row`/`sppb-col-md-*`
 * nesting with every addon in two wrappers, a header whose first module is mod_languages with flags
 * (IT, EN, DE; a page without a translation links to the other language's home), a mega menu of grouped
 * columns and a hidden off-canvas copy with a second switcher, breadcrumbs under the page title, the Helix
 * cookie banner, and footer modules with the address, phone, WhatsApp, email, P.IVA and CIN on every page.
 * Italian first; home, pitches, mobile homes, prices, pool, services, booking, useful information,
 * directions, FAQ (shorter) and contact in English under /en/; home, pitches (with the gas bottles, only
 * there), prices, directions (with the motorhome service station for passing vans, only there) and contact
 * in German under /de/; entertainment and kids' club, bike/SUP/boat rental, dogs, accessibility, the news,
 * the 2019 rules and the legal pages only in Italian; the day trips guide (Lazise market day, ferries,
 * Gardaland tickets at reception, bus to Verona, Monte Baldo, cycle path) only in English. The price list
 * is a table whose period headers sit only in its `<thead>`, followed by a second headerless table of
 * extras per night (adult, child 3–11, under 3 free, dog, extra car, electricity); the FAQ is an SPPB
 * accordion saved closed (inline `display: none` and `aria-hidden`); the Italian booking page's pasted
 * Camping.care widget leaves a `<div>` unclosed around the deposit, cancellation and payment rules. The
 * 2019 rules (a PDF pasted into an article) put quiet hours at 22:30–7:30 and 13:00–15:00, visitors at
 * € 10,00, one dog per pitch and none in July and August, pitch check-out at 11:00 and unaccompanied pool
 * access from 14, against the pages' 23:00–7:00 and 13:30–15:30, € 6,00 after a free hour, two dogs all
 * season, 12:00 and 12; a January 2025 post holds that year's season (4 April – 5 October), prices, pool
 * dates and hours (10:00–18:30) and tourist tax (€ 0,80). Prices "€ 16,00" in Italian, "€16", "€8.50" in
 * English, "16,00 €" in German; times "9:30" in Italian, "9.30am" in English. The site's today is Tuesday
 * 24 November 2026: the campsite is closed for the winter, reopens on 26 March 2027, and reception answers
 * email Monday to Friday.
 */
export const campeggioGarda: SiteDefinition = {
  domain: OLIVETO_DOMAIN,
  language: 'it',
  pages: [...olivetoItalianPages, ...olivetoInfoPages, ...olivetoEnglishPages, ...olivetoGermanPages].map(
    olivetoLayout,
  ),
  robots:
    'User-agent: *\nDisallow: /administrator/\nDisallow: /api/\nDisallow: /bin/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\n',
  notFound: olivetoLayout(olivetoNotFound).html,
};
