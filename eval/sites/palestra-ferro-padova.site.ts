import { ferroTrainingPages } from './palestra-ferro-padova.allenamento.ts';
import { ferroBlogPages } from './palestra-ferro-padova.blog.ts';
import { ferroEnglishPages } from './palestra-ferro-padova.en.ts';
import { ferroLayout, ferroNotFound } from './palestra-ferro-padova.layout.ts';
import { ferroLegalPages } from './palestra-ferro-padova.legal.ts';
import { ferroHome, ferroPages } from './palestra-ferro-padova.pages.ts';
import type { SiteDefinition } from './site-server.ts';

export const FERRO_DOMAIN = 'palestra-ferro-padova.test';

/**
 * Palestra Ferro, a (made-up) independent gym and functional-training club at Via Tommaseo 71/B, 35131 Padova,
 * in a former workshop since 2016 (Ferro Training S.S.D. a r.l., affiliated to ASI); built with WordPress, the
 * Kadence theme, Kadence Blocks and Polylang: Row Layouts (`div.kb-row-layout-wrap` > `div.kt-row-column-wrap` >
 * `div.wp-block-kadence-column` > `div.kt-inside-inner-col`), Advanced Headings as `<h1>`–`<h3>` or as `<p>` and
 * `<span>` with the heading's classes, Info Boxes (the whole box one link), Icon Lists whose text sits in
 * `span.kt-svg-icon-list-text`, price tables as columns of blocks inside Tabs (`div.kt-tabs-wrap.kt-active-tab-1`,
 * the other panes hidden by the CSS), Accordions saved closed (`kt-accordion-pane` with
 * `kt-accordion-panel-hidden`), a Kadence Table for the timetable repeated as an accordion of days for phones
 * (Kadence's visibility classes), a Posts block and the theme's archive of cards with the automatic excerpt
 * and "Leggi tutto", posts with their category, author and a date as '12 Gennaio 2024' and two "Articoli simili"
 * cards under each; a Kadence header with a top bar (address and phone), a Kadence Pro mega menu still
 * advertising the Promo Estate 2025, Polylang's IT/EN items, a header button and a mobile off-canvas drawer
 * holding a second copy of the menu; a title hero with Kadence breadcrumbs; a footer of widgets (hours,
 * address, phone, WhatsApp, email) with the P.IVA in the bottom row, in Italian on the English pages too; the
 * Complianz banner.
 *
 * Facts: open Monday–Friday 6:30 – 22:00, Saturday 9:00 – 19:00, Sunday 9:00 – 13:00; reception Monday–Friday
 * 9:00 – 13:00 and 16:00 – 21:00, Saturday 9:00 – 13:00, otherwise entry with the badge only (deposit € 5).
 * Open Gym € 59 a month, € 159 for three months, € 490 a year; Open Gym + Corsi € 79, € 215, € 690; students
 * (university, up to 26) € 45 / € 62 a month; over 65 € 39 a month (weights and Ginnastica Dolce, Monday–Friday
 * until 16:00); day pass € 15; 10 entries € 120 (6 months); free trial class; yearly membership fee € 35
 * (included in annual memberships); personalised programme included; 10% off the second annual membership of
 * a family; only annual memberships suspended, once, up to 30 days; memberships personal, not transferable or
 * refundable; card, debit card, Satispay or bank transfer, no cash. Personal training: first consultation free
 * (45 minutes), a session € 48, 10 sessions € 430 (4 months), two people € 70 a session, small group € 22 a
 * person, 24 hours' notice. Classes (booked in the Ferro Club app from 7 days ahead, free cancellation up to 2
 * hours before, 3 no-shows a month block booking for 7 days): Cross Training 60 minutes, 14 people at most;
 * Pilates matwork only (no reformer), 12 at most; Spinning 11:15 on Saturdays; Boxe with Davide Esposito on
 * Monday and Wednesday 20:15, Tuesday and Thursday 19:00; lunchtime classes 12:45; no classes on Sundays.
 * Rules: medical certificate before the first workout (a self-declaration for the day pass and the trial),
 * clean indoor shoes, a towel (none provided), liquid chalk only, 16 and 17 with a parent's signed consent,
 * 14 and 15 only in Boxe Ragazzi, no one under 14. No swimming pool, no car park of its own, 10 minutes' walk
 * from the station. Founded in 2016.
 *
 * Traps: the Promo Estate 2025 (no fee and three months for € 129, 1 June – 31 August 2025) still in the mega
 * menu and its post; an Area Relax with sauna and Turkish bath 'in autumn 2027', no prices, not bookable; a
 * January 2024 post never taken down (Open Gym € 49 / € 135 / € 420, with classes € 65 / € 179 / € 590,
 * students € 38 / € 52, over 65 € 32, day pass € 10, 10 entries € 90, fee € 25, personal training € 40 and
 * € 360, open 7:00 – 21:30, Saturday 9:00 – 18:00, closed on Sundays); 2021 template terms (a € 20 fee, 2021
 * prices € 42 / € 115 / € 390, certificate within 15 days, every membership suspended up to 60 days, refunds,
 * transfers allowed, minors from 12, cash and cheques, 2021 hours) contradicting the pages; and a Christmas
 * 2026 post alone holding the holiday hours (24 December 8:00 – 14:00, closed 25–27 December, 28–30 December
 * 8:00 – 20:00, 31 December 8:00 – 15:00, closed 1 January, 6 January 9:00 – 13:00), the classes' break (back
 * on Thursday 7 January 2027), the reception's closure and gift vouchers of € 50 and € 100. The site's today is
 * Tuesday 24 November 2026. Italian first; five pages in English under /en/ (home, memberships, timetable,
 * contact, FAQ), the Erasmus card only there; the rules, classes, personal training, staff, blog and terms
 * only in Italian.
 */
export const palestraFerroPadova: SiteDefinition = {
  domain: FERRO_DOMAIN,
  language: 'it',
  pages: [
    ferroHome,
    ...ferroTrainingPages,
    ...ferroPages,
    ...ferroBlogPages,
    ...ferroLegalPages,
    ...ferroEnglishPages,
  ].map(ferroLayout),
  robots: 'User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\n',
  notFound: ferroLayout(ferroNotFound).html,
};
