import type { SiteDefinition } from './site-server.ts';
import { tastiBlogPages } from './tasti-bianchi-trieste.blog.ts';
import { tastiEnglishPages } from './tasti-bianchi-trieste.en.ts';
import { tastiInfoPages } from './tasti-bianchi-trieste.info.ts';
import { tastiLayout, tastiNotFound } from './tasti-bianchi-trieste.layout.ts';
import { tastiHome, tastiPages } from './tasti-bianchi-trieste.pages.ts';

export const TASTI_DOMAIN = 'tasti-bianchi-trieste.test';

/**
 * Tasti Bianchi, a (made-up) private piano and music-theory school in Trieste at Via della Ginnastica 22, 34125
 * Trieste (TS), second floor, started in 2011 by Elena Vidali, with two assistants, Matteo Zorzut (the children) and
 * Irene Kocjančič (theory), and a piano tuner, Davide Rismondo (Tasti Bianchi di Elena Vidali, P.IVA 01298470327;
 * phone 040 636 218, WhatsApp 347 218 5096, info@tasti-bianchi-trieste.test, tuning
 * accordature@tasti-bianchi-trieste.test). Built with WordPress, the Avada theme (Fusion Builder) and WPML:
 * Avada's header v3 with the secondary bar (phone, email, WPML switcher as menu items, social icons),
 * `nav.fusion-main-menu` with dropdowns and the sliding-bar toggle and a hidden `fusion-mobile-nav-holder` copy of
 * the menu; the page title bar with breadcrumbs; `fusion-fullwidth` / `fusion-builder-row` / `fusion-layout-column`
 * nesting with `--awb-*` inline properties, `fusion-title` headings (some styled `div`s and `p`s), `fusion-text`,
 * checklists, content boxes, a `fusion-alert` promo band, `fusion-tabs` for the lesson types with a mobile copy of
 * each heading, a `fusion-accordian` FAQ saved collapsed, `fusion-pricing-table`s with the euro sign, amount and
 * period in separate spans, `table-2` tables, lazy-loaded images (`data-orig-src`) and lazy backgrounds
 * (`data-bg`); a Contact Form 7 form; Avada's blog grid and single posts with the sidebar, sharing box, related
 * posts and comment form; the `fusion-footer-widget-area` (blurb, office hours, links with the archived rules,
 * contacts) and the copyright bar with the P.IVA on every page; the sliding bar (office hours, the free trial
 * lesson); WPML's footer switcher and `hreflang` alternates; the Complianz cookie banner in the page's language;
 * and the 'Back to top' link.
 *
 * Facts: office Monday to Friday 15:00–19:00 and Saturday 9:30–12:30, closed on Sunday; lessons Monday to Friday
 * 14:30–20:30 and Saturday 9:00–13:00. School year 14 September 2026 – 12 June 2027. One-to-one lessons: children
 * (5–10) 30 minutes € 22 (4 a month € 84), 45 minutes € 30 (€ 114), 60 minutes € 38 (€ 144), an adults' card of 10
 * 60-minute lessons € 360 valid 6 months; theory groups € 48 a month, at most 6, Wednesday 17:00 (9–14) and
 * Thursday 19:00 (adults); ABRSM preparation € 42 a lesson (Grades 1–8, theory 1–5, entries for spring 2027 by 31
 * January 2027, exam fee paid to ABRSM, not an exam centre); Conservatory admission course € 460 (October to May);
 * registration € 35 a year; a free 30-minute trial lesson; siblings 10% off; payment by the 10th by transfer, card,
 * Satispay or cash; receipts for the 19% tax deduction (ages 5–18). Summer intensive week 5–9 July 2027, 9:00–13:00,
 * ages 8–14, € 220 (pupils € 190), at most 10, enrolment from 1 March 2027, a € 60 deposit, no lunch. Practice
 * rooms: Aula Verde (Yamaha U3) € 8 an hour (pupils € 6), a 10-hour card € 70; Aula Bianca (Kawai GX-2 grand) € 14
 * (pupils € 11), up to 3 people; Monday–Friday 9:00–14:00, Saturday 14:00–18:00; booked on WhatsApp 24 hours ahead,
 * free cancellation up to 12 hours. Recitals: Sunday 13 December 2026 16:30 and Saturday 5 June 2027 18:00 at Sala
 * Bazlen, Via Cavana 9, free entry, 120 seats. Gift vouchers: Primo Tasto (4 × 45 minutes) € 120, open value from €
 * 30, valid 12 months. Tuning: upright € 90, grand € 125, + € 40 if untuned for 3 years, + € 20 outside the
 * Municipality of Trieste, about an hour and a half, Tuesday and Thursday mornings. Negatives: no lessons at home, no
 * parking, no pupils under 5, only piano and theory, no piano rental for home, no teaching in the practice rooms,
 * no tuning outside the province of Trieste, no restoration, moving or digital repairs, not an ABRSM exam centre,
 * no lunch at the summer week, no online lessons yet.
 *
 * Traps: the home pages' 'quota di iscrizione gratuita per chi si iscrive entro il 31 ottobre!' / 'no registration
 * fee if you enrol by 31 October!' with no year, while both FAQs say the offer ended on 31 October 2026 and a
 * September 2026 post gives the year; online lessons coming in 2027, not bookable yet (from Monday 1 March 2027,
 * adults and theory only, not for children under 12: only in the Italian post); a January 2024 post still in the
 * blog ('Buon 2024! Le nuove tariffe e gli orari': € 18 / € 25 / € 32, theory € 40 a month, registration € 25,
 * rooms € 6 / € 10, tuning € 75 / € 100, the office 16:00–19:00 and closed on Saturday, lessons until 20:00 and on
 * Saturday 9:00–12:00, the 2024 summer week at € 180), its prices already in the blog card's excerpt; 'ARCHIVIO –
 * Regolamento 2021' linked from every footer (pupils from 6, a € 25 fee, quarterly fees in cash or by cheque, 48
 * hours and a medical certificate to recover a lesson, lessons on Zoom during closures, masks, 60 days' notice,
 * rooms for pupils only, one recital a year); and a Christmas 2026 post alone holding the holiday closure (last
 * lessons Tuesday 22 December, closed 23 December 2026 – 6 January 2027, lessons back on Thursday 7 January, the
 * office's last morning 22 December 9:30–12:30, last tuning 17 December, tuning back on 12 January 2027). The site's
 * today, Tuesday 24 November 2026, is a weekday: lessons 14:30–20:30, the office 15:00–19:00. Italian first; most
 * pages in English under /en; the rules (insurance in the fee, the bora warning, 30 days' notice, 20 free minutes
 * before the lesson, children under 10 collected inside), the archived rules, the blog (Christmas, online lessons,
 * the new year, the first piano with the tuner's € 50 visit to a second-hand piano, the 2024 prices) and the
 * privacy notice only in Italian; 'International families' (Elena and Irene teach in English, Matteo in Italian
 * and Slovenian, the short-stay package of 8 lessons for €230, receipts with an English translation) only in
 * English.
 */
export const tastiBianchiTrieste: SiteDefinition = {
  domain: TASTI_DOMAIN,
  language: 'it',
  pages: [tastiHome, ...tastiPages, ...tastiBlogPages, ...tastiInfoPages, ...tastiEnglishPages].map(
    tastiLayout,
  ),
  robots: 'User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\n',
  notFound: tastiLayout(tastiNotFound).html,
};
