import { setaEnglishPage } from './museo-seta-valmorea.en.ts';
import { setaInfoPages } from './museo-seta-valmorea.info.ts';
import { setaLayout } from './museo-seta-valmorea.layout.ts';
import { setaLegalPages, setaNotFound } from './museo-seta-valmorea.legal.ts';
import { setaExhibitionPages } from './museo-seta-valmorea.mostre.ts';
import { setaNewsPages } from './museo-seta-valmorea.news.ts';
import { setaPages } from './museo-seta-valmorea.pages.ts';
import type { SiteDefinition } from './site-server.ts';

export const SETA_DOMAIN = 'museo-seta-valmorea.test';

/**
 * Museo della Seta di Valmorea, a (made-up) small private silk museum in the Filanda Cattaneo, a restored 1862
 * silk mill at Valmorea near Como, run by a foundation (Fondazione Filanda Cattaneo ETS), built with Duda:
 * the `#dm` root and its wrappers, `dmRespRow` / `dmRespColsWrapper` / `dmRespCol` rows and columns with
 * ten-digit ids and `u_<id>` classes, text in `dmNewParagraph` widgets (`data-element-type="paragraph"`,
 * headings inside them), a desktop `dmHeader` with the `unifiednav` menu (sub-pages in nested lists), a
 * hamburger header and a `layout-drawer` repeating every link, a server-rendered accordion (`ssraccordion`)
 * saved closed with its props in a hydration script, the Business Hours widget (`dl.open-hours-data`, days
 * in `dt`, `<time>`s in `dd`), a `dmPhotoGallery` with captions, the map widget (address only in attributes),
 * `dmform` forms with labels, a Click to Call button whose number is only in its `href`, social icons, an
 * Embed HTML widget holding a price table pasted from Word (`MsoTableGrid`), a blog ("News", `/news/<slug>`)
 * with a byline widget, the cookie consent bar, and the `dmFooter` with address, phone, email, C.F. and P.IVA
 * on every page. Hours: summer (1 March–1 November) Tuesday–Friday 10:00–18:00, weekends and holidays
 * 10:00–19:00; winter (2 November–28 February) Wednesday–Friday 14:00–17:30, weekends and holidays
 * 10:00–18:00; closed Mondays, and Tuesdays in winter, but open on every holiday (Pasquetta, Tuesday 8
 * December 2026); closed 24, 25, 31 December and 1 January; last admission 45 minutes before closing; closed
 * 11–29 January 2027 for the looms' maintenance. The contact page's hours widget shows the winter hours only.
 * 2026 tickets (a Word table, and a one-line summary above it): intero € 9, ridotto € 7 (over 65, students to
 * 26, disabled), 6–17 € 5, under 6 free, family € 22, groups € 7, combined with the exhibition € 13 / € 10 /
 * € 7 / € 30, exhibition only € 6 (€ 4), guided tour + € 4; no online tickets. Loom demonstrations Saturdays,
 * Sundays and holidays at 11:00 and 15:30 (20 minutes, none on weekdays, € 40 for groups); Italian tours
 * Sundays 10:30 and 15:00 (1 hour 15); groups of 15+ book 10 days ahead, € 90 a guide. Schools Tuesday–Friday
 * 9:00–13:00, € 8,50 with a workshop or € 5, booked 3 weeks ahead (didattica@…), a room for packed lunches.
 * The attic loom room only by 38 steps (lift to the first floor). Only in the closed FAQ accordion: small dogs
 * in a carrier only, photos without flash (none in the exhibition, € 120 for professionals), lockers, re-entry
 * on the same ticket, the unheated attic. The shop (free entry, ties € 42 / € 55, foulard € 89, 10% for
 * members, no online shop) has its hours only in its Business Hours widget (open Tuesdays when the museum is
 * not); the café opens weekends and holidays 10:30–17:30 only (vending machines on weekdays). The Sala delle
 * Bacinelle seats 140 (220 standing), € 2.800 a weekend day, € 1.900 weekdays, civil rite € 650, 30% deposit.
 * Membership € 15 / € 35 / € 60 / € 150. The current exhibition «Fili d'oro» runs 12 September 2026–10
 * January 2027. Traps: the 2025 exhibition page still published (combined € 12, tours Thursday 17:30), a
 * February 2024 post with that year's hours (winter weekends only, 10:00–17:00, last entry 30 minutes before)
 * and prices (€ 8 / € 6,50 / € 3,50 / family € 20, looms only on Sunday at 16:00), a 2023 membership post
 * (€ 25 / € 45, 5% in the shop); the November 2026 Christmas post alone holds the holiday openings (28–30
 * December, 2–6 January), the children's workshop (€ 10, 13 and 20 December) and the 15% December discount.
 * A parking of 40 places in Via dei Gelsi, bus C64 from Como (about 40 minutes). Italian, with one English
 * page (`/english`, also `lang="it"`) whose audio guide in English and German (€3), English tours (Saturdays
 * at 2.30pm, the first Saturday of the month in winter, next 5 December 2026) and Swiss francs are only
 * there. The site's today is Tuesday 24 November 2026: a winter Tuesday, closed.
 */
export const museoSetaValmorea: SiteDefinition = {
  domain: SETA_DOMAIN,
  language: 'it',
  pages: [
    ...setaPages,
    ...setaExhibitionPages,
    ...setaInfoPages,
    ...setaNewsPages,
    setaEnglishPage,
    ...setaLegalPages,
  ].map(setaLayout),
  robots: 'User-agent: *\nDisallow: /_dm/\nDisallow: /site/\n',
  notFound: setaLayout(setaNotFound).html,
};
