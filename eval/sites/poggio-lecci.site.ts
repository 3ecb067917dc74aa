import { poggioEnglishPages } from './poggio-lecci.en.ts';
import { poggioInfoPages } from './poggio-lecci.info.ts';
import { poggioLayout, poggioNotFound } from './poggio-lecci.layout.ts';
import { poggioNewsPages } from './poggio-lecci.news.ts';
import { poggioHome, poggioPages } from './poggio-lecci.pages.ts';
import type { SiteDefinition } from './site-server.ts';

export const POGGIO_DOMAIN = 'poggio-lecci.test';

/**
 * Poggio ai Lecci, a (made-up) group of five self-catering holiday cottages (case vacanze in a stone casale) with a
 * pool, an olive grove and views over the Valdichiana at Via della Lecceta 9, Località Valcaselle, 53045
 * Montepulciano (SI), 6 km from Montepulciano, run by the Bernardini family (Paolo, Giovanna who teaches the
 * cooking class, Chiara on bookings, Tommaso the sommelier) as Bernardini Paolo & C. s.a.s., P.IVA 01384620527,
 * CIN IT052015C2P8XK4LMQ, CIR 052015CAV0012; phone 0578 758 214, WhatsApp 339 482 7715, info@poggio-lecci.test.
 * Built with Dorik: no `<header>`, `<main>` or `<footer>`, only `section.dorik-section` blocks with `dorik-section-*`
 * ids and a soup of Tailwind-like utility classes, rows and columns (`dorik-row-*`, `col-lg-1/2`,
 * `column-inner dorik-column-*`), headings wrapped twice with their text in a span, rich text blocks, icon texts,
 * cards and pricing blocks of nested `div`s whose currency, amount and period sit in separate spans ('da' / 'from'
 * in a div above), price and distance tables pasted into custom code elements, an FAQ accordion of `<details>`
 * saved collapsed, a navbar symbol with the mobile toggle, the links, a 'Prenota' / 'Book now' button and a pasted
 * IT | EN switcher leading to the page's translation or the other home, `hreflang` alternates on translated pages,
 * a Smoobu availability iframe, the contact form, a footer symbol with the address, phone, WhatsApp, email, P.IVA,
 * CIN and CIR on every page and a link to the archived 2021 terms, Dorik's cookie bar, the 'Made with Dorik' badge
 * and a WhatsApp button.
 *
 * Facts: Il Leccio (4 guests, 2 bedrooms, 1 bathroom, 65 m², garden, dogs), La Ginestra (2, 1, 1, 40 m²,
 * terrace), La Torretta (5, 2, 2, 78 m², tower room, steep stairs, not for children under 3), Il Fienile (6, 3, 2,
 * 95 m², detached, dogs, no air conditioning, ceiling fans), La Limonaia (2, 1, 1, 35 m², step-free, wheelchair
 * accessible). Season 2027 from 26 March to 7 November 2027: low (26 March – 28 May, 2 October – 7 November, 3
 * nights minimum), mid (29 May – 2 July, 28 August – 1 October, 4 nights), high (3 July – 27 August, 7 nights,
 * Saturday to Saturday). Per night, low / mid / high: Ginestra € 95 / € 120 / € 155, Limonaia € 90 / € 115 / € 145,
 * Leccio € 130 / € 165 / € 210, Torretta € 150 / € 190 / € 245, Fienile € 185 / € 235 / € 295. Final cleaning € 60
 * (two-person cottages), € 80 (Leccio, Torretta), € 100 (Fienile); tourist tax € 2,00 a person a night from 12, first
 * 7 nights, cash on arrival; dogs € 10 a night each, at most 2, only Leccio and Fienile, not in the pool area; late
 * arrival after 20:00 € 25, none after 22:00; late check-out until 12:00 € 30; extra cleaning € 40; breakfast basket
 * € 14 (children up to 10 € 8), ordered by 18:00, at the door at 8:30; washing machine token € 5, no dryer; EV
 * charging 7,4 kW Type 2 at € 0,40 a kWh; security deposit € 200. Check-in 16:00–20:00, check-out by 10:00. A 30%
 * deposit by bank transfer; balance by card or cash, no American Express; cancellation free up to 30 days, the
 * deposit kept from 29 to 8 days, 50% of the stay from 7 days or no-show. Pool 12 x 6 m, saltwater, 1 May – 30
 * September, 9:00–19:30, not heated, no lifeguard, under-14s with an adult. Cooking class (pici and ragù) on
 * Wednesdays 17:00–20:00, € 75 with dinner and wine, children 8–14 € 45, 4 to 10 people; Vino Nobile tasting on
 * Tuesdays at 18:30, € 35. Wi-Fi up to 100 Mbit/s; free parking, one space per cottage. Distances: Montepulciano 6
 * km (10 minutes), Pienza 17 km, Chiusi-Chianciano Terme station 22 km, Siena 65 km (1 hour), Florence 125 km (1
 * hour 30), Rome 180 km. Negatives: no parties or events, no smoking inside, pool not heated, no daily cleaning, no
 * air conditioning in Il Fienile, no tumble dryer, no American Express, no check-in after 22:00, dogs not in the
 * other cottages, no buses to the property, no lifeguard.
 *
 * Traps: the home pages' bar 'Offerta autunno: 3 notti al prezzo di 2 – fino al 31 ottobre!' / 'Autumn offer: 3
 * nights for the price of 2 – until 31 October!' with no year, while both FAQs say it ended on 31 October 2026; Il
 * Frantoio, a sixth cottage opening in spring 2027 (April, 70 m², bookings from 15 January 2027 only in the Italian
 * news post); a January 2024 post still in the news list, its € 110 already in the card (Ginestra € 80 / € 100 /
 * € 135, Limonaia € 75 / € 98 / € 128, Leccio € 110 / € 140 / € 180, Torretta € 125 / € 160 / € 205, Fienile € 170
 * / € 215 / € 265, 5 nights minimum in high season, cleaning € 50 / € 70, tourist tax € 1,50 for 5 nights, dogs € 5,
 * breakfast basket € 12, pool 15 May – 15 September 10:00–19:00, cooking class on Fridays at € 60); the 2021 terms
 * labelled 'ARCHIVIO – Condizioni di soggiorno 2021' and linked from every Italian footer (a 50% deposit, free
 * cancellation up to 60 days, check-in 15:00–19:00, check-out 10:30, a € 300 security deposit, € 40 cleaning, no
 * animals, pool 9:00–19:00 from 1 June to 15 September, 7 nights from June to September); and a Christmas 2026 post
 * alone holding the holiday opening (23 December 2026 – 6 January 2027, only Il Leccio € 175, La Torretta € 195 and
 * Il Fienile € 250 a night, 3 nights minimum or 4 over New Year's Eve, the New Year's Eve dinner at € 85, children €
 * 40, booking by 10 December). The site's today, Tuesday 24 November 2026, is in the winter closure (the 2026
 * season ended on 8 November, reopening 26 March 2027). Italian first; most pages in English under /en; the house
 * rules (quiet 23:00–8:00, outside guests not in the pool, the charcoal barbecue forbidden 1 July – 31 August, the
 * gate closed at 23:00), the news (Christmas, the new oil at € 18 a litre and € 80 for 5 litres, Il Frantoio, the
 * 2024 prices), the archived 2021 terms and the privacy notice only in Italian; the travel tips (Perugia airport 75
 * km, a taxi from Chiusi station about €55, the ZTL, Thursday's market, the Coop open on Sundays 8.30am to 1pm,
 * Chiara's English and German, plugs L and F, tap water safe to drink, no tipping expected) only in English.
 */
export const poggioLecci: SiteDefinition = {
  domain: POGGIO_DOMAIN,
  language: 'it',
  pages: [poggioHome, ...poggioPages, ...poggioInfoPages, ...poggioNewsPages, ...poggioEnglishPages].map(
    poggioLayout,
  ),
  robots: 'User-agent: *\nAllow: /\n',
  notFound: poggioLayout(poggioNotFound).html,
};
