import { ambBlogPages } from './accademia-musica-bergamo.blog.ts';
import { ambEnglishPages } from './accademia-musica-bergamo.en.ts';
import { ambInfoPages } from './accademia-musica-bergamo.info.ts';
import { ambLayout, ambNotFound } from './accademia-musica-bergamo.layout.ts';
import { ambLegalPages } from './accademia-musica-bergamo.legal.ts';
import { ambHome, ambPages } from './accademia-musica-bergamo.pages.ts';
import type { SiteDefinition } from './site-server.ts';

export const ACCADEMIA_DOMAIN = 'accademia-musica-bergamo.test';

/**
 * Accademia di Musica Bergamo, a (made-up) private music school in Via Gabriele Camozzi 48, Bergamo (città
 * bassa), opened in 2004, with a small second room in Città Alta (Via Gombito 17); built with WordPress 6.7 and
 * the Bricks builder: Yoast head tags and schema graph, Polylang hreflang links and language items inside the
 * menu (an untranslated page's "English" leads to /en/), a `#brx-header` template with a top bar and the Nav
 * Menu element (`brxe-nav-menu`, dropdown `sub-menu`s behind `brx-submenu-toggle` buttons, an off-canvas
 * `bricks-mobile-menu-wrapper` copy of the menu), `#brx-content` holding `brxe-section` > `brxe-container` >
 * `brxe-block` elements with `brxe-heading`, `brxe-text-basic` and `brxe-text` content, icon boxes, counters
 * that print 0 until their script runs, List elements with dotted separators, alerts, a Tabs element
 * (`tab-menu`/`tab-content`, one pane open), a Pricing Tables element whose currency, amount and period are
 * separate spans, tables pasted into Rich Text, FAQ accordions (`accordion-title-wrapper`/
 * `accordion-content-wrapper`) saved closed, Bricks forms, a Posts element, single-post templates with
 * `brxe-post-content`, a `#brx-footer` with both addresses, phone, WhatsApp, the secretary's hours and the
 * P.IVA on every page, and the GDPR Cookie Compliance (Moove) bar and modal.
 *
 * Fees 2026/2027: one-to-one lessons € 70 / € 98 / € 125 a month (30/45/60 minutes, 8 instalments October–May
 * by the 10th), enrolment fee € 50 alone in a table cell, early childhood music € 48, ensemble € 35 (free with
 * 45/60-minute lessons), children's choir € 25, theory for the Conservatorio € 40, adult carnet € 190, single
 * lesson € 45; family discounts 10% and 15%, second course 10%; the enrolment fee is not refundable, 30 days'
 * written notice to leave. Secretary Monday–Friday 15:00–19:30, Wednesday also 10:00–12:30, Saturday
 * 9:30–12:30, Sunday closed; lessons Monday–Friday 14:00–21:30 and Saturday 9:00–18:00 in Via Camozzi,
 * Tuesday and Thursday 15:00–19:00 and Saturday 9:00–13:00 in Città Alta, none on Sunday; closed 8 December and
 * 2 June, summer closure 24 July – 29 August 2027. Courses: piano from 6, guitar from 8 (7 with a 1/2 guitar),
 * violin from 5 (Suzuki), singing from 14, drums from 8 only in Via Camozzi; saxophone 'prossimamente'
 * (September 2027, enrolments not open); no accordion, harp, wind instruments, DJ or production. Early
 * childhood music in groups 'Primi suoni' (3–5 anni) and 'Verso lo strumento' (6–7 anni), non-slip socks,
 * nothing under 3. Ensembles: Band Lab 12–17 on Friday 18:00–19:30, string orchestra, children's choir 7–12 on
 * Wednesday 17:30–18:30, adult ensemble. Teachers' cards give the only answer to who teaches viola (Anna
 * Rota), cello (Pietro Valsecchi, only in a card), bass guitar (Marco Locatelli) and ABRSM theory (Hannah
 * Clarke). Free 30-minute trial lesson only in Via Camozzi, a second one € 20. ABRSM grades 1–8 and theory
 * (enrol by 15 February 2027, exam fee not included), Rockschool for drums, no Trinity; Conservatorio
 * admission. End-of-year recital 5–6 June 2027 (not compulsory, 3 guests, no video). Rentals in a table (violin
 * € 15 / € 100 deposit, viola, cello, guitar € 10 / € 50), no pianos. Only in the closed FAQ: ages, the
 * 81-year-old student, no cash, 5% for paying the year at once, no online lessons, no home lessons, make-up
 * lessons with 24 hours' notice (2 a year), the free practice rooms 14:00–15:30. Traps: the early-enrolment
 * offer (€ 25 instead of € 50 by 31 July 2026) still on the home and fees pages; a June 2024 post (€ 62 / € 88 /
 * € 112, enrolment € 40, early childhood € 42, ensemble € 30, siblings 5%, secretary 16:00–19:00 and closed on
 * Saturday, lessons to 21:00, a € 15 trial lesson, ages 4–6, August closure); 2021 template terms (14-day
 * withdrawal with a full refund including the enrolment fee, 48 hours' notice, 15 days' notice with refunds,
 * three instalments, cash accepted); the Christmas 2026 post alone holding the concert (Saturday 19 December
 * 17:00, Auditorium di Piazza della Libertà), the closure (23 December – 6 January) and the restart (Thursday 7
 * January 2027). The site's today is Tuesday 24 November 2026. Italian first; the home, courses (with the trial
 * lesson), fees and contact pages in English under /en/, with lessons in English and the online trial lesson
 * on Zoom only there; the rest only in Italian.
 */
export const accademiaMusicaBergamo: SiteDefinition = {
  domain: ACCADEMIA_DOMAIN,
  language: 'it',
  pages: [ambHome, ...ambPages, ...ambInfoPages, ...ambBlogPages, ...ambLegalPages, ...ambEnglishPages].map(
    ambLayout,
  ),
  robots: 'User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\n',
  notFound: ambLayout(ambNotFound).html,
};
