import { nccEnglishPages } from './ncc-lagomaggiore.en.ts';
import { nccInfoPages } from './ncc-lagomaggiore.info.ts';
import { nccLayout, nccNotFound } from './ncc-lagomaggiore.layout.ts';
import { nccLegalPages } from './ncc-lagomaggiore.legal.ts';
import { nccNewsPages } from './ncc-lagomaggiore.news.ts';
import { nccHome, nccPages } from './ncc-lagomaggiore.pages.ts';
import type { SiteDefinition } from './site-server.ts';

export const VERBANO_DOMAIN = 'ncc-lagomaggiore.test';

/**
 * Autoservizi Verbano NCC, a (made-up) family chauffeured car and minibus hire company (noleggio con
 * conducente) run by the Zanettis since 1998 at Via Sempione Nord 48, 28838 Stresa (VB), on Lake Maggiore;
 * built with Zoho Sites: the theme header (a top bar with the phone, email and the IT/EN switcher, the logo,
 * a menu with a "Transfer" dropdown, a "Preventivo" button and a hidden responsive copy of the menu), page
 * content in `data-zs-app` as `zpsection` > `zpcontainer` > `zprow` > `zpelem-col zpcol-md-N` > `zpelement`s
 * (each with its own scoped `<style>` and `elm_` id), headings as `h2.zpheading` in heading elements or as
 * bold enlarged paragraphs inside `zptext` text elements, price tables as `zpelem-table` whose header row is
 * bold `<td>`s, an accordion FAQ saved collapsed (`zpaccordion` headers, `zpaccordion-content` panels
 * `hidden`), Zoho forms with the success message hidden, a map iframe, the blog under `/blogs` and
 * `/blogs/post/…`, a footer section with the contacts, P.IVA, NCC licence and phone on every page, "Powered
 * by Zoho Sites" and a cookie banner.
 *
 * Facts: fixed prices per vehicle, one way, 10% VAT and tolls included, same from Stresa, Baveno, Belgirate,
 * Lesa, Feriolo and Verbania: sedan (1–3 passengers) / van (4–8): Malpensa € 120 / € 160 (about 50
 * minutes), Linate € 210 / € 260, Bergamo Orio al Serio € 260 / € 320, Milano Centrale and central Milan
 * € 190 / € 240, Novara € 110 / € 150, Domodossola € 90 / € 120, Arona € 45 / € 60, Stresa station – hotel
 * € 25 / € 35; the 16-seat minibus on quote only. Night surcharge +20% for pick-ups 22:00–6:00 (example
 * € 144); airports: first 60 minutes after the actual landing free, then € 25 per 30 minutes; stations and
 * hotels 15 minutes; intermediate stop € 15; child seats free on request; return trip 5% off. Excursions
 * (sedan / van): Lake Orta 4 hours € 260 / € 320, Milan 9 hours € 520 / € 640, Zermatt 11 hours € 690 /
 * € 820 (train from Täsch not included, ID valid abroad or passport), hourly hire € 65 / € 80, minimum 3
 * hours. Fleet: Mercedes E-Class (3 large suitcases up to 23 kg + 3 hand luggage), V-Class (8 + 8), Sprinter
 * (16 passengers), a wheelchair-accessible VW Crafter with a 350 kg lift (one wheelchair and 4 companions,
 * the van price with no surcharge, 48 hours' notice). Weddings (Italian only): Pacchetto Sposi € 390 (4
 * hours, € 70 each extra hour), guest shuttles € 75 (van, 8) / € 95 (minibus, 16) an hour, minimum 4 hours,
 * 30% deposit, no vintage cars. Conditions: free cancellation until 24 hours before, 50% after, 100% for a
 * no-show; cash or card (Visa, Mastercard, Maestro, PagoBancomat) on board or bank transfer 3 days before;
 * no deposit for transfers; cleaning € 80. Office Monday–Saturday 8:00–19:00, Sundays and holidays closed;
 * cars 24/7 on booking. Negatives, each said once: only guide and assistance dogs (no other animals, not
 * even in a carrier), no smoking (e-cigarettes included), no American Express nor cheques (conditions), no
 * shared transfers (the collapsed FAQ), no service to Venice (price page), no vintage cars (weddings).
 *
 * Traps: the summer 2026 early-booking offer (-10%, code ESTATE26, trips until 30 September 2026) still on
 * the home and price pages; the electric Mercedes EQE 'from spring 2027', no price, not bookable; a January
 * 2024 post never taken down (Malpensa € 105 / € 140, Linate € 185 / € 235, Bergamo € 235 / € 290, Milan
 * € 170 / € 215, Lake Orta € 230, waiting € 20 per 30 minutes, night surcharge 15% from 23:00, office Monday
 * –Friday 8:30–18:30 and Saturday 9:00–12:30); 2021 template terms in the footer (a 30% deposit, a 25%
 * night surcharge 21:00–7:00, 30 minutes of free waiting then € 40 an hour, free cancellation until 48
 * hours, cash or bank transfer only, child seats € 10, small pets in a carrier); and a Christmas 2026 post
 * alone holding the holiday office hours (24 and 31 December 8:00–13:00, closed 25, 26 December and
 * 1 January, 6 January 9:00–12:00), the booking deadline (Saturday 19 December) and the New Year's Eve
 * surcharge (50% from 20:00 on 31 December to 6:00 on 1 January). The site's today is Tuesday 24 November
 * 2026. Italian first; the home, airport transfers, excursions, fleet and contact pages in English under
 * /en; station transfers, the full price list and supplements, weddings, conditions, FAQ, quote form, news
 * and terms only in Italian.
 */
export const nccLagomaggiore: SiteDefinition = {
  domain: VERBANO_DOMAIN,
  language: 'it',
  pages: [nccHome, ...nccPages, ...nccInfoPages, ...nccNewsPages, ...nccLegalPages, ...nccEnglishPages].map(
    nccLayout,
  ),
  robots: 'User-agent: *\nDisallow: /siteforms/\nDisallow: /zs-site/\n',
  notFound: nccLayout(nccNotFound).html,
};
