import { girandolaEnglishPages } from './girandola-park.en.ts';
import { girandolaInfoPages } from './girandola-park.info.ts';
import { girandolaLayout, girandolaNotFound } from './girandola-park.layout.ts';
import { girandolaNewsPages } from './girandola-park.news.ts';
import { girandolaHome, girandolaPages } from './girandola-park.pages.ts';
import type { SiteDefinition } from './site-server.ts';

export const GIRANDOLA_DOMAIN = 'girandola-park.test';

/**
 * Girandola Park, a (made-up) indoor soft play and children's party centre (parco giochi al coperto) in a former
 * warehouse of Verona's ZAI at Via della Meccanica 14, 37139 Verona (VR), opened in 2016 by Marta and Luca Benedetti
 * (Girandola S.r.l., P.IVA 04718230236; phone 045 820 4417, WhatsApp 348 615 2290, info@girandola-park.test, parties
 * feste@girandola-park.test). Built with WordPress.com, a Twenty Twenty-Four style block theme and Polylang:
 * `div.wp-site-blocks` with the header and footer template parts, the navigation block with its responsive overlay
 * container and hover submenus, Polylang's language switcher block and `hreflang` alternates, `wp-block-group`
 * (`is-layout-constrained` / `is-layout-flex`) with hashed `wp-container-*` classes, columns, covers, striped table
 * blocks, an FAQ of `wp-block-details` saved closed, buttons, the query loop of post cards with
 * `wp-block-post-date`, inline styles and `has-*-color` classes, the Jetpack contact form, a footer with the address,
 * phone, WhatsApp, email, opening hours and P.IVA on every page, the WordPress.com credit, Jetpack's EU cookie banner
 * in Italian on every page and the WordPress.com action bar.
 *
 * Facts: open Tuesday to Friday 15:30–19:30, Saturday, Sunday and holidays 9:30–19:30, closed on Mondays (open if a
 * holiday), last entry an hour before closing; Mattine Baby on Wednesday and Friday 9:30–12:00 for 0–3s at € 6.
 * Entry with no time limit: babies up to 11 months free, Piccoli 1–3 € 7 on weekdays / € 9 at weekends, Grandi
 * 4–12 € 10 / € 13, up to 2 accompanying adults free, € 3 from the third; siblings € 2 off; the birthday child
 * free; grip socks € 2,50; 10-visit cards € 85 (4–12) and € 60 (1–3), 12 months, any day, one child. Toddler area
 * (Prato dei Piccoli) 0–3, Castello 4–12, Jump Zone trampolines 5–12 (70 kg, 15-minute turns at weekends), over-12s
 * not playing, capacity 150. Parties: Festa Piccola € 16 (weekdays, min 8), Festa Girandola € 20 / € 23 (min 10),
 * Festa Super € 28 (min 12), up to 30 children, cake from a bakery or € 24 a kg from Pasticceria Lorenzi, adults'
 * buffet € 9, a € 50 deposit, booking 10 days ahead, cancellation up to 7 days. Baby-parking 3–10, out of nappies,
 * € 9 the first hour and € 7 the second, at most 2 hours, Tuesday–Friday 15:30–19:00 and Saturday 9:30–12:30, 12
 * children. Camps 4–10: half day € 25, full day € 38, 5 days € 165; winter camp 28–30 December 2026 and 4–5 January
 * 2027; summer camp 14 June – 30 July 2027. Café: espresso € 1,20, cappuccino € 1,60, kids' snack € 3,50, a
 * microwave, no alcohol. Payment by cash, cards, Satispay, Apple Pay and Google Pay. Parking free, 60 spaces.
 * Negatives: no entry without socks, no food from outside except birthday cakes (and baby food), children never
 * without an adult except in the baby-parking, no cheques, no trampolines under 5, no adults on the trampolines,
 * no playing over 12, no baby-parking on Sundays and holidays, no camp under 4, no home-made cakes, no alcohol.
 *
 * Traps: the home pages' 'Promo autunno: ingresso ridotto il mercoledì – fino al 31 ottobre!' / 'Autumn promo:
 * reduced entry on Wednesdays – until 31 October!' with no year, while both FAQs say it ended on 31 October 2026
 * and a September 2026 post gives the year; Girandola Climb, a climbing wall opening in spring 2027 (April, 7 m, 8
 * routes, from 6 and 115 cm only in the post), not yet bookable; a January 2024 post still in the news (Tuesday to
 * Friday 16:00–19:00, weekends 10:00–19:00, Grandi € 8 / € 11, Piccoli € 6 / € 8, cards € 75 / € 50, socks € 2,
 * baby-parking € 7 an hour, parties € 14, € 18 / € 21 and € 25, a € 30 deposit); 'ARCHIVIO – Regolamento 2021'
 * linked from every footer (booked 2-hour slots, 60 people, masks, socks only for children, food in a picnic area,
 * baby-parking from 2 for up to 3 hours, a single € 7 entry, the card at € 55, companions from 16, cheques
 * accepted); and a Christmas 2026 post alone holding the holiday hours (24 December 9:30–14:00, closed on 25
 * December, 26 December 14:30–19:30, 28–30 December open, 31 December 9:30–16:00, 1 January 15:00–19:30, 2–6
 * January 9:30–19:30), weekend prices every day, no baby-parking or parties over the holidays and Santa on Sunday
 * 20 December. The site's today, Tuesday 24 November 2026, is a weekday: open 15:30–19:30. Italian first; most
 * pages in English under /en; the park rules (lockers with a € 1 coin, photos only of your own children), 'Chi
 * siamo' (1.200 m², the defibrillator), the news and the archive only in Italian; 'Visiting Verona with kids' (bus
 * 21 from Porta Nuova, Giulia's German, nappies at €1, not in the Verona Card) only in English.
 */
export const girandolaPark: SiteDefinition = {
  domain: GIRANDOLA_DOMAIN,
  language: 'it',
  pages: [
    girandolaHome,
    ...girandolaPages,
    ...girandolaNewsPages,
    ...girandolaInfoPages,
    ...girandolaEnglishPages,
  ].map(girandolaLayout),
  robots: 'User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\n',
  notFound: girandolaLayout(girandolaNotFound).html,
};
