import { pedalandoEnglishPages } from './pedalando-in-puglia.en.ts';
import { pedalandoLayout, pedalandoNotFound } from './pedalando-in-puglia.layout.ts';
import { pedalandoLegalPages } from './pedalando-in-puglia.legal.ts';
import { pedalandoNewsPages } from './pedalando-in-puglia.news.ts';
import { pedalandoRentalPages } from './pedalando-in-puglia.noleggio.ts';
import { pedalandoHome, pedalandoPages } from './pedalando-in-puglia.pages.ts';
import { pedalandoTourPages } from './pedalando-in-puglia.tour.ts';
import type { SiteDefinition } from './site-server.ts';

export const PEDALANDO_DOMAIN = 'pedalando-in-puglia.test';

/**
 * Pedalando in Puglia, a (made-up) bike tour operator and bike rental at Via Giovanni XXIII 38, 72017 Ostuni (BR),
 * founded in 2014 by Leonardo "Leo" Carrieri and Giulia Ferrante, with the guide Marco Lisi and the mechanic Nico
 * Pepe (Pedalando in Puglia S.r.l., P.IVA 02694170743, REA BR-158472): guided and self-guided e-bike and road bike
 * tours through the Itria Valley, the trulli, the masserie and the coast to Salento, bike rental by the day,
 * multi-day tours with luggage transfer, private tours and groups and a small shop. Built with Astro 4 and a theme
 * forked from AstroWind: Tailwind utility classes, AstroWind's widget sections (hero, features, stats, content,
 * steps, call to action, contact form), the generator meta, view transitions (`astro-view-transitions-enabled`,
 * the ClientRouter script, a persisted header, a transition scope on the hero picture), hashed `/_astro/` bundles
 * and webp images with srcsets, `<link rel="sitemap" href="/sitemap-index.xml">`, the RSS link, hreflang pairs, the
 * components with a `<style>` block printing `data-astro-cid-*` on each of their elements with the matching scoped
 * `<style>`s in the head (header, footer, pricing cards whose '€' and '95' sit in two spans with the period in a
 * small one, FAQ `<details>` saved closed, tour facts as a `<dl>`, the dates table, shop product cards, the post
 * meta line, the announcement bar), Preact `<astro-island>`s with serialised props (the tour filter and the
 * testimonial carousel `client:visible` with their server render inside, the booking widget `client:load`, and
 * the availability calendar, the map and the cookie banner `client:only`, empty but for their props), Astro's
 * island definition and directive scripts before the first island, and a footer with the address, phone,
 * WhatsApp, email, the shop's summer and winter hours, company, P.IVA, REA and a "Termini e condizioni" link to
 * the archived 2021 terms on every page.
 *
 * Facts: the shop April–October every day 8:30–13:00 and 16:00–20:00, November–March Tuesday to Saturday
 * 9:30–13:00 and 15:30–18:00, closed Sunday and Monday (winter hours since 2 November 2026). Day tours April to
 * October: the Itria Valley by e-bike (Tuesday, Thursday, Saturday, 9:00 to about 15:30, meeting at 8:45, 42 km,
 * 450 m, 2–12 people, lunch at a masseria, € 95 or € 70 with your own e-bike), Coast and Dunes at sunset (Monday,
 * Wednesday, Friday, 16:30 from May to September and 15:00 in April and October, 3 hours, 28 km flat, € 55 with an
 * e-bike, € 45 with a hybrid, aperitivo), the Trulli road ride (Wednesday and Sunday 7:30, back about 12:30, 95 km,
 * 1.100 m, 25 km/h, 2–8 riders, € 120 or € 75 with your own bike); winter tours on request for at least 4. Multi-day:
 * the Itria Valley and Salento self-guided (8 days / 7 nights, 290 km from Ostuni to Otranto, any day 1 April–31
 * October, € 1.190 per person sharing, single € 320, e-bike € 160, extra night € 85, luggage included) and Classic
 * Puglia guided (7 days / 6 nights Saturday to Friday, 260 km, 6–14 people, € 1.790, single € 290; 2027 dates 17–23
 * April, 8–14 May, 29 May–4 June, 11–17 September, 2–8 October; none in July and August). Private tours: the tour
 * price + € 150 per group up to 6; a private guide € 280 half day, € 450 full day; groups 10–30 with 10% off.
 * Rental per day: hybrid € 18, e-bike € 40 (€ 220 a week), road bike € 55 (€ 300 a week), gravel € 45, e-MTB € 48,
 * children's bikes € 12, child seat € 5; delivery € 20 each way within 15 km, € 40 from 15 to 40 km; a € 150
 * deposit on a credit card; 18 to rent, 14–17 with a parent; luggage moved at € 35 a stage. Booking conditions
 * (Italian only): day tours paid in full, free cancellation up to 48 hours; multi-day a 30% deposit, balance 30
 * days before, the deposit back less € 50 up to 45 days, lost from 44 to 15 days, nothing back under 15 days;
 * rentals paid at pick-up; no cheques. Shop (Italian only): jersey € 69, bib shorts € 89, gilet € 59, ABUS helmet
 * € 79, bottle € 12, cap € 22. The getting-here guide (English only): transfers € 60 from Brindisi and € 120 from
 * Bari, Ostuni station 3 km away, the car in the courtyard for multi-day guests, bike boxes kept free, Marco's
 * German and Giulia's French, 5–10% tips. Negatives each said once or twice: no tours for children under 12, no
 * dogs on tours, the AUTUNNO15 offer ended, no fixed departures in winter, no tandems or handbikes, no cash
 * deposit, no online shop or shipping, repairs on other bikes only for punctures, no night rides, no multi-day
 * departures in July and August, no stag or hen parties, the 2027 tour not bookable yet.
 *
 * Traps: the announcement bar on both home pages ('Sconto 15% su tutti i noleggi di e-bike fino al 31 ottobre!',
 * code AUTUNNO15, no year) while the FAQ says it ended on 31 October 2026; the tour along the Ciclovia
 * dell'Acquedotto Pugliese 'in arrivo nel 2027' (from May 2027, price in February, bookings from 1 March 2027); a
 * January 2024 price list still in the news list (e-bike tour € 79, coast € 45 / € 35, road ride € 99 / € 60,
 * self-guided € 990 with € 250 single, guided € 1.490, hybrid € 15, e-bike € 32, road bike € 45, delivery € 15,
 * summer hours 9:00–13:00 and 17:00–20:30 closed on Mondays, children from 10); the 2021 template terms labelled
 * 'ARCHIVIATO – Versione 2021' and linked from every footer (Corso Vittorio Emanuele II 112, a 50% deposit, 15
 * days, no refunds for rain, a € 100 cash deposit, bikes back by 19:00, helmets at € 3, minors from 10, animals in
 * a trailer, cheques); and a Christmas 2026 post alone holding the holiday hours (8 December, Sunday 20 December
 * and 24 and 31 December 9:30–13:00, closed 25–26 December, 1 and 6 January, open Monday 28 December), the
 * Christmas ride (Sunday 20 December 9:30, free with your own bike, € 25 with an e-bike), the January closure (7–31
 * January 2027, reopening Tuesday 2 February 2027) and the gift vouchers (from € 50, valid to 31 December 2027,
 * printed ones ordered by 21 December). The site's today, Tuesday 24 November 2026, is a winter Tuesday: the
 * shop is open, the season over. Italian first; most pages in English under /en; the shop, about us, the booking
 * conditions, the full FAQ, the news and the legal pages only in Italian; the getting-here guide only in English.
 */
export const pedalandoInPuglia: SiteDefinition = {
  domain: PEDALANDO_DOMAIN,
  language: 'it',
  pages: [
    pedalandoHome,
    ...pedalandoTourPages,
    ...pedalandoRentalPages,
    ...pedalandoPages,
    ...pedalandoNewsPages,
    ...pedalandoLegalPages,
    ...pedalandoEnglishPages,
  ].map(pedalandoLayout),
  robots: 'User-agent: *\nAllow: /\n',
  notFound: pedalandoLayout(pedalandoNotFound).html,
};
