import { ninfeaBlogPages } from './estetica-ninfea.blog.ts';
import { ninfeaEnglishPages } from './estetica-ninfea.en.ts';
import { ninfeaInfoPages } from './estetica-ninfea.info.ts';
import { ninfeaItalianPages } from './estetica-ninfea.it.ts';
import { ninfeaLayout } from './estetica-ninfea.layout.ts';
import { ninfeaLegalPages, ninfeaNotFoundPage } from './estetica-ninfea.legal.ts';
import type { SiteDefinition } from './site-server.ts';

export const NINFEA_DOMAIN = 'estetica-ninfea.test';

/**
 * Centro Estetico Ninfea, a beauty centre and day spa in the historic centre of Padova (Via Santa Lucia,
 * inside the ZTL): facials, waxing by zone, manicure and semi-permanent nails, pedicure, massages of 30, 50
 * and 80 minutes, lash lift, a hammam and sauna "percorso benessere" for 1 or 2 people, packages, gift
 * vouchers, built with WordPress, the WPBakery Page Builder and Polylang. Italian first; home, treatments
 * and prices, spa path, booking and cancellation, hours and contact and FAQ translated under /en/ (the
 * English FAQ shorter: no gift voucher validity, no waxing for minors); packages and subscriptions, gift
 * vouchers, before your visit, team, reviews, the blog (a November 2026 Christmas post, posts on pregnancy
 * massage and waxing, and a January 2025 post with that year's hours, Monday afternoon opening, prices,
 * 30% deposit, 12 hours' cancellation and August closure), the general terms, privacy and cookie policy
 * only in Italian; the guide for visitors to Padova (station to spa, the Padova Spa Break, luggage,
 * disposable swimwear) only in English. Markup: WPBakery rows (`vc_row wpb_row vc_row-fluid`), columns
 * (`wpb_column vc_column_container vc_col-sm-*` > `vc_column-inner` > `wpb_wrapper`), text blocks, custom
 * headings, separators, message boxes, icon boxes, price lists in `vc_tta` tabs (every panel printed, only
 * the first active) whose lines are "Nome ........ € 62" with the dotted leader in a span and the duration
 * in a `<small>`, a `vc_toggle` FAQ saved closed, a header with a dropdown menu and a hidden mobile copy,
 * the Polylang switcher with flags (untranslated pages link to the other home with `no-translation`), the
 * Iubenda banner, the Click to Chat WhatsApp button, and a footer with address, phone, WhatsApp, email,
 * hours and P.IVA on every page. The Italian booking page's pasted Uala widget leaves a `<div>` unclosed
 * around the deposit, cancellation, late-arrival and payment rules; the Italian hours page's pasted map
 * brings a stray `</div></div></article>` that prints the directions, ZTL and parking outside `<article>`
 * and `<main>`. Prices "€ 62" in the Italian lists and "72,00 €" in the Italian prose, "€62" in English;
 * times "9:30–19:00" and "dalle 14" in Italian, "9.30am" in English. The general terms, a 2019 template,
 * ask for 48 hours' cancellation and make gift vouchers valid 6 months, against the pages' 24 hours and
 * 12 months. The site's today is Tuesday 24 November 2026.
 */
export const esteticaNinfea: SiteDefinition = {
  domain: NINFEA_DOMAIN,
  language: 'it',
  pages: [
    ...ninfeaItalianPages,
    ...ninfeaInfoPages,
    ...ninfeaBlogPages,
    ...ninfeaLegalPages,
    ...ninfeaEnglishPages,
  ].map(ninfeaLayout),
  robots: 'User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /?s=\n',
  notFound: ninfeaLayout(ninfeaNotFoundPage).html,
};
