import { tramontanaCharterPages } from './charter-tramontana.charter.ts';
import { tramontanaEnglishPages } from './charter-tramontana.en.ts';
import { tramontanaExperiencePages } from './charter-tramontana.esperienze.ts';
import { tramontanaLayout, tramontanaNotFound } from './charter-tramontana.layout.ts';
import { tramontanaLegalPages } from './charter-tramontana.legal.ts';
import { tramontanaNews, tramontanaPosts } from './charter-tramontana.news.ts';
import { tramontanaHome, tramontanaPages } from './charter-tramontana.pages.ts';
import type { SiteDefinition } from './site-server.ts';

export const TRAMONTANA_DOMAIN = 'charter-tramontana.test';

/**
 * Tramontana Charter, a (made-up) sailing yacht and catamaran charter business at the Marina di Porto Rotondo,
 * pier C, with the office at Via del Molo 14, 07026 Porto Rotondo – Olbia (SS), started in 2009 by Gavino Piras
 * (skipper and FIV instructor) with Francesca Ledda (Tramontana Yachting S.r.l., P.IVA 02847310907, REA
 * SS-198432). Built with Weblium: the server-rendered app in `div#root` > `div.w-page`, the empty sticky portal
 * (`g-sticky-wrapper sticky-wrapper_6A4`) and one `w-blocks-group-wrapper blocks-group-wrapper_2QF` holding
 * every block as `div.w-block-wrapper` (`data-block-id` object ids, `data-block-name` the wireframe) >
 * `section.w-section` with CSS-module classes; text as Weblium's draftjs-to-html prints it (several paragraphs
 * are `<span style="display: block;">`s with nothing between them, bold as `<span style="font-weight: bold;">`,
 * `a.ui-link`, Draft.js lists, headings bare); pictures from res2.weblium.site; collections of cards; label and
 * value in separate text boxes; price cards whose '€' and figure are two spans ('€590'); the weekly price table
 * as five columns of `<div>`s (boats in the first, each season's prices in the others, tied only by position);
 * an FAQ accordion saved closed (`height: 0px`, `aria-hidden`); forms with labels and a hidden success message;
 * a header with a top bar (phone, WhatsApp, pier), a menu with hover dropdowns, the IT / EN switcher, a call
 * button and a burger whose hidden `w-mobile-menu` repeats the menu; a footer with the address, phone,
 * WhatsApp, email, office hours in abbreviations ('Nov–apr: lun–ven 9:30–13 · 15–17:30 … Mag–ott: tutti i
 * giorni 8:30–19:30'), a "Condizioni generali" link to the archived 2021 terms, company, P.IVA, REA and share
 * capital and the "Made with Weblium" badge on every page; the cookie banner, the config script and the bundles.
 *
 * Facts: office November–April Monday–Friday 9:30–13:00 and 15:00–17:30, closed at weekends; May–October every
 * day 8:30–19:30. Fleet: Grecale (Dufour 360, 2022, 6 people), Libeccio (Bavaria Cruiser 41, 2019, 8), Maestrale
 * (Sun Odyssey 440, 2021, 10), Scirocco (Lagoon 40, 2020, 10), Ponente (Bali 4.6, 2023, 12, skipper's cabin).
 * 2027 weekly bareboat prices by season (low 1/5–29/5 and 25/9–30/10, mid 29/5–26/6 and 28/8–25/9, high
 * 26/6–31/7, peak 31/7–28/8): Grecale € 2.100 / 2.900 / 3.800 / 4.500, Libeccio € 2.600 / 3.500 / 4.700 / 5.400,
 * Maestrale € 3.200 / 4.300 / 5.600 / 6.500, Scirocco € 4.900 / 6.600 / 8.800 / 10.200, Ponente € 6.200 / 8.400 /
 * 11.200 / 12.900; park permit, linen and Friday night berth included; final cleaning 170 € / 280 €, skipper 220 €
 * a day and hostess 180 € a day plus meals, outboard 90 €, SUP 120 €, wi-fi router 70 € a week, early check-in
 * 150 €, parking 70 € a week; deposit 2.000 € / 3.500 € by credit card only (500 € / 800 € with the damage
 * waiver at 30 € / 45 € a day); 40% down payment, balance 30 days before; cancellation: up to 90 days the down
 * payment back less 150 €, 89–30 days it is kept, then the full price; check-in Saturday from 17:00, check-out
 * Saturday by 9:00, back at base by Friday 18:00; late return 200 € an hour; no night sailing or Corsica without
 * a skipper; no leaving port with wind over force 6; no refunds for weather days; short charters (3 nights) in
 * low and mid season only. Day trips on the catamaran Tramontana (Lagoon 42, up to 12) 1 June–30 September,
 * not on Saturdays, 9:30 to about 18:00, adults 130 €, children 3–11 80 €, under 3 free, lunch included, booked
 * by 18:00 the day before, no hotel pick-up; private boat 950 € / 1.600 € a day; sunset aperitivo in July and
 * August, Tuesdays and Fridays 18:30–21:00, 65 €. Beginner course 5 days Monday–Friday 9:30–17:00, 590 €, up to
 * 4, from 16, dates 10–14 May, 7–11 June, 6–10 September, 4–8 October 2027; advanced cruise 890 €; none in July
 * and August; no licence given. Provisioning ordered by Monday, 10% fee (minimum 25 €), welcome pack 45 €.
 * Transfers from Olbia airport or port 55 € (car) / 85 € (minivan), Golfo Aranci 75 € / 100 €, night supplement
 * 20 €, 48 hours ahead, charter and course guests only. Negatives, each said once or twice: no pets on board, no
 * licence needed with a skipper, no day trips on Saturdays, no landing on the Pink Beach, no night sailing or
 * Corsica bareboat, no cash or debit card for the deposit, no courses in July and August, no licence from the
 * courses, no hotel pick-ups, no smoking below deck, no hard suitcases, no weeks shorter than 7 nights in July
 * and August.
 *
 * Traps: the early-booking strip ('Early booking: -15% … prenotate entro il 31 marzo!', no year) on both home
 * pages, while the FAQ says it ended on 31 March 2026 and there is none for 2027; the Lagoon 46 Levante 'in
 * arrivo nel 2027' (first charters June 2027, skipper only, no price, bookings from February 2027); a January
 * 2024 price post never taken down, in both languages (Grecale from 1.800 €, skipper 180 €, hostess 150 €,
 * cleaning 150 € / 250 €, deposit 1.500 € / 2.500 €, day trip 95 € / 60 €, beginner course 490 €, transfer 45 €,
 * check-in 18:00 and check-out 8:00, winter office Monday–Saturday 9:00–13:00, dogs on Grecale and Libeccio for
 * 100 €); the 2021 template terms labelled 'ARCHIVIO – Versione 2021 (modello standard), non più in vigore' and
 * still linked from the footer (Via Principe Umberto 41, 50% + 50%, full refund up to 60 days, a 1.500 € deposit
 * in cash, card or bancomat, check-in 18:00, check-out 8:00, pets for 100 €, Corsica with notice, skipper 160 €,
 * fuel 2,50 € a litre, cleaning 120 €); and a Christmas 2026 post alone holding the holiday office hours (21 and
 * 22 December as usual, 23 December 9:30–13:00, closed 24 December to 6 January but 28 and 29 December
 * 10:00–12:30, reopening Thursday 7 January 2027), the gift vouchers (course 590 €, day trip 130 €, valid until 30
 * October 2027) and the last day to order a printed one (14 December). The site's today, Tuesday 24 November
 * 2026, is a winter weekday: the office is open, the season over. Italian first; most pages in English under
 * /en/; the charter terms, the archived terms, the privacy page and the post on the licence course with the
 * Scuola Nautica Gallura (Tuesday and Thursday evenings, 2 February–25 March 2027, 650 €, 10% off for clients)
 * only in Italian; the guide for charterers from abroad (ICC or RYA Day Skipper, not Competent Crew or ASA 101
 * alone, a VHF licence such as the SRC, the crew list 7 days ahead, Sara's German, tips of 5–10% of the
 * skipper's fee, euros only) only in English.
 */
export const charterTramontana: SiteDefinition = {
  domain: TRAMONTANA_DOMAIN,
  language: 'it',
  pages: [
    tramontanaHome,
    ...tramontanaCharterPages,
    ...tramontanaExperiencePages,
    ...tramontanaPages,
    tramontanaNews,
    ...tramontanaPosts,
    ...tramontanaLegalPages,
    ...tramontanaEnglishPages,
  ].map(tramontanaLayout),
  robots: 'User-agent: *\nDisallow: /api/\nDisallow: /_preview/\n',
  notFound: tramontanaLayout(tramontanaNotFound).html,
};
