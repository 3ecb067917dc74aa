import { trebbiaEnglishPage } from './birrificio-valtrebbia.en.ts';
import { trebbiaInfoPages } from './birrificio-valtrebbia.info.ts';
import { trebbiaLayout, trebbiaNotFound } from './birrificio-valtrebbia.layout.ts';
import { trebbiaLegalPages } from './birrificio-valtrebbia.legal.ts';
import { trebbiaNewsPages } from './birrificio-valtrebbia.news.ts';
import { trebbiaBeerPages, trebbiaHome, trebbiaTaproomPages } from './birrificio-valtrebbia.pages.ts';
import { trebbiaShopPages } from './birrificio-valtrebbia.shop.ts';
import { trebbiaVisitPages } from './birrificio-valtrebbia.visite.ts';
import type { SiteDefinition } from './site-server.ts';

export const TREBBIA_DOMAIN = 'birrificio-valtrebbia.test';

/**
 * Birrificio Val Trebbia, a (made-up) craft brewery with a taproom, a small kitchen, brewery tours, a beer
 * shop and kegs for parties in the old dairy of Mezzano Scotti, 5 km from Bobbio (Piacenza) on the SS45,
 * founded in 2014 by Matteo Bergonzi (head brewer) and Chiara Malchiodi, built with Mobirise 5: `.html`
 * files linked by relative paths (the home page is `index.html`, served at `/` and, unlisted, at
 * `/index.html`), every block a `<section data-bs-version="5.1" class="<kind> cid-…" id="<kind>-<n>">`
 * (`header16`, `content5`, `features1` cards with `card-wrapper`, `section-table` tables with the DataTables
 * search box, `pricing1` plans whose `.plan-price` holds the euro sign and the figure in separate spans,
 * `pricing4` menus, a `content17` accordion of Bootstrap collapse panels `panel-collapse noScroll collapse`
 * saved closed, Formoid forms with hidden alerts, a `map1` iframe, the `shop1` Mobirise Shop), a `menu1`
 * block with the `navbar-dropdown` menu, a `footer4` block with address, phone, WhatsApp, email and P.IVA on
 * every page, the free edition's credit strip, and the cookie alert whose text is only in a hidden input's
 * attributes. `lang="it"` on every page, the English one too.
 *
 * Hours only in two tables on the taproom page: winter (1 October–30 April) bar Thursday–Friday 18:00–23:30,
 * Saturday 12:00–24:00, Sunday 12:00–20:00, kitchen Thursday–Friday 19:00–22:00, Saturday 12:00–14:30 and
 * 19:00–22:00, Sunday 12:00–15:00 only; summer (1 May–30 September) bar from Wednesday, 17:30–24:00 (Friday
 * and Saturday to 01:00), kitchen to 22:00 or 22:30; closed Monday–Wednesday in winter, Monday–Tuesday in
 * summer. Draught prices only in a pricing table (piccola 0,2 l € 3,50, media 0,4 l € 6, tasting of 4 € 9,
 * bottles to take away € 4 / € 9,50); beer figures (ABV, IBU, formats) only in a table (Trebbia Bionda 4,8%,
 * Ponte Gobbo IPA 55 IBU, San Colombano Tripel 8,5% in 75 cl only, Castagna Rossa 6,0% from October to
 * March). Tours Saturday 11:00 and 16:00, Sunday 11:00, about 90 minutes with 4 beers, booking only, from
 * 14 years old, at most 18 a tour, their facts split over three cards and their prices only in a pricing
 * table (€ 15, with a platter € 24, 14–17 € 7, groups of 10–30 on Friday afternoons € 13, two weeks ahead).
 * Kegs of 20 l € 95 / € 110 and 30 l € 135, the tap € 30 a weekend (free with 2 kegs), € 150 deposit,
 * delivery within 20 km € 25, no glasses or tables for hire. Shop cartons € 45 / € 84 / € 58, shipping in
 * Italy € 9,90 (free from € 89, Italy only), islands and Calabria € 14,90, Austria, France and Germany
 * € 24,90, no Switzerland or UK, shipped Monday–Wednesday, no cash on delivery. Only in the closed FAQ
 * accordion: dogs in the garden but not indoors or in the brewery, no gluten-free and no alcohol-free beer,
 * no card or bancomat under € 5, no meal vouchers, tables only for groups of 8+, camper parking by day only.
 * Events: the quiz on the first Thursday, live music on 4 December 2026, the Christmas market on 13 December,
 * a tasting course (€ 45), a brew day (€ 70), the Beer Fest back in September 2027 and the 2024 edition in
 * the past events. Traps: a February 2024 post never taken down (Wednesday–Sunday 17:00–24:00 all year,
 * kitchen to 23:00, piccola € 3, media € 5,50, tasting € 8, tours € 12 with 3 beers on Saturday at 15:00,
 * shipping € 7,90, free over € 59, the 2024 Beer Fest dates); the Christmas 2026 post alone holds the holiday
 * openings, the 7–21 January 2027 closure (with the tours page) and the last order dates. The site's today
 * is Tuesday 24 November 2026, a winter Tuesday: closed. Italian, with one English page (`/english.html`, also
 * `lang="it"`) whose tours in English (Saturday 4pm, 3 days ahead), free bubble wrap for the flight and no
 * tax-free shopping are only there.
 */
export const birrificioValtrebbia: SiteDefinition = {
  domain: TREBBIA_DOMAIN,
  language: 'it',
  pages: [
    trebbiaHome,
    ...trebbiaBeerPages,
    ...trebbiaTaproomPages,
    ...trebbiaVisitPages,
    ...trebbiaShopPages,
    ...trebbiaInfoPages,
    ...trebbiaNewsPages,
    trebbiaEnglishPage,
    ...trebbiaLegalPages,
    { ...trebbiaHome, path: '/index.html', unlisted: true },
  ].map(trebbiaLayout),
  robots: 'User-agent: *\nDisallow: /assets/\n',
  notFound: trebbiaNotFound,
};
