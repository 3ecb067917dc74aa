import { ctbCoursePages } from './circolo-tennis-brenta.corsi.ts';
import { ctbEnglishPages } from './circolo-tennis-brenta.en.ts';
import { ctbInfoPages } from './circolo-tennis-brenta.info.ts';
import { ctbLayout, ctbNotFound } from './circolo-tennis-brenta.layout.ts';
import { ctbLegalPages } from './circolo-tennis-brenta.legal.ts';
import { ctbNewsPages } from './circolo-tennis-brenta.news.ts';
import { ctbHome, ctbPages } from './circolo-tennis-brenta.pages.ts';
import type { SiteDefinition } from './site-server.ts';

export const BRENTA_DOMAIN = 'circolo-tennis-brenta.test';

/**
 * Circolo Tennis & Padel Brenta, a (made-up) tennis and padel club, an A.S.D. affiliated to the FITP, founded
 * in 1978 as Tennis Club Stra, at Via Argine Sinistro 112, 30039 Stra (VE), on the Riviera del Brenta near
 * Padua; built with Webnode: the conditional `<html>` comments, generator "Webnode 2", titles with " :: ",
 * `body.l` with the template's classes, `.wnd-page` > `.l-w`, a header section `s s-hn` with the logo block
 * and `nav#menu` (`ul.level-1`/`level-2` submenus, `wnd-active`, the "Altro" label) and a hidden
 * `#mobile-menu-wrapper` copy of the menu, `<main class="l-m">` of sections (`s s-basic` > `s-w` > `s-o` >
 * `s-bg`/`s-c` > `ez` > `ez-c`), text blocks `b b-text` > `b-c b-text-c` with `<p>`, `<strong>` and
 * `<font class="wnd-font-size-N">`, headings often only an enlarged bold paragraph, the older pages' text in
 * `<div class="box"><div class="boxContent"><div class="text">`, columns `cw` > `cw-c` > `c` > `c-c`, image
 * and icon blocks with `wnd_ImageBlock_<n>` ids, button blocks, price lists built as two columns per row (the
 * name in one text block, the price in another), a tariff table pasted from Excel (`xl6N` cells, `x:num`, the
 * header row plain `<td>`s in bold), an FAQ block saved closed (answers `hidden`), Webnode forms
 * (`field-wnd_<Kind>Field_<n>`), an e-shop product list used as a booking widget (prices without VAT and the
 * template's "Prodotto di esempio" at 0,00 € left in), blog articles under `/l/`, a footer whose copyright line
 * holds the address, phone, WhatsApp, email, C.F. and P.IVA on every page, the language list leading only to
 * each home page (no hreflang), "Creato con Webnode", the `#wnd_footer` badge bar and the cookie bar.
 *
 * Facts: 4 clay courts (only 1 and 2 open from 1 December to 28 February), 2 artificial grass courts covered by
 * a heated pressurised dome from late October to late March (up on 26 October 2026), 3 padel courts (Padel 1
 * and 2 covered, Padel 3 outdoor). Hours: winter (1 October – 31 March) Monday–Friday 8:00 – 23:00, weekends
 * 8:00 – 20:00; summer (1 April – 30 September) Monday–Friday 7:30 – 23:30, weekends 7:30 – 22:00; holidays
 * Sunday hours; office Monday, Tuesday, Wednesday, Friday 9:00 – 12:00 and 15:30 – 20:00, Thursday afternoon
 * only, Saturday 9:00 – 12:00, closed Sunday; the bar closed on Mondays from October to March. Peak hours
 * weekdays 17:00–22:00, weekends and holidays 9:00–13:00. Court fees, VAT included, per court: clay free for
 * members, € 18,00 / € 24,00 for non-members; outdoor artificial grass € 16,00 / € 20,00; under the dome
 * members € 14,00 / € 18,00, non-members € 24,00 / € 30,00; a member's guest € 8,00 (5 times a year); lights
 * € 4 an hour outdoors; padel 90 minutes per court: members € 40 / € 48, non-members € 52 / € 60 (€ 13 / € 15
 * each); rackets € 3 / € 2,50; lockers € 40 for members. Membership 2026/2027 (1 October – 30 September, no
 * VAT): ordinary € 420 (its figure split across two `<font>`s), under 18 € 160, over 65 € 290, family € 880,
 * padel card € 80 (not free clay); joining fee € 100; two instalments by 31 October and 28 February; IBAN; no
 * cheques; medical certificate. Tennis school: children 5 to 12 in groups of 4 to 6 per coach (minitennis
 * Wednesday 16:30 or Saturday 9:30, € 150 a term; 8–12 € 190 once, € 340 twice a week), 13–17 pre-competitive
 * € 360, adults in groups of 3 to 4 (€ 170, advanced € 210, non-members + € 30), private lessons € 45 / € 50,
 * terms from 21 September, 11 January and 12 April, missed lessons not made up, trial lesson € 15 (only in the
 * FAQ). Padel courses: groups of 3 to 4, 8 lessons € 120 / € 150, private lesson € 35 court excluded, the
 * Friday americano at 20:30, € 16, max 16. Bar La Volée: lunch Tuesday–Friday (menu sportivo € 12), group
 * dinners for 15 to 60. Rules: bookings 7 / 3 days ahead, free cancellation up to 24 hours, no cheques,
 * clay-court shoes compulsory, no animals on the courts. Negatives: no pool (nor gym), no separate changing
 * room for children, animals not admitted on the courts, no cheques.
 *
 * Traps: the October 2026 open day and its "prima lezione gratis fino al 31 ottobre" still on the home and
 * school pages; the booking widget's prices without VAT (14,75 €, 24,59 €, 49,18 €) against the VAT-inclusive
 * tariff page; the Summer Camp 2026 page (15 June – 4 September 2026, € 165 a week) beside a Summer Camp 2027
 * page with no dates or prices, registrations from Monday 1 February 2027; a January 2024 post never taken
 * down (clay € 15 / € 20, padel € 44, membership € 380 and € 140, school € 175 / € 310, winter hours 8:30 –
 * 22:00, the office open on Sunday mornings, the bar open on Mondays, cancellation up to 12 hours); 2021
 * template terms (48 hours, 50% charged, cheques accepted, prices VAT excluded, shipping, office 9:00–18:00);
 * and a Christmas 2026 post alone holding the holiday hours (24 December 8:00 – 14:00, closed 25 December and
 * 1 January, 26 December 9:00 – 13:00, 31 December 8:00 – 16:00, 6 January 9:00 – 18:00), the office and bar
 * closures (24 December – 6 January) and the gift vouchers. The site's today is Tuesday 24 November 2026.
 * Italian first; the home, courts, court fees, opening hours and contact pages in English under /en/, whose
 * English-speaking coach and bus line 53 are only there; membership, school, padel courses, camps,
 * tournaments, bar, rules, FAQ, booking, news and terms only in Italian.
 */
export const circoloTennisBrenta: SiteDefinition = {
  domain: BRENTA_DOMAIN,
  language: 'it',
  pages: [
    ctbHome,
    ...ctbPages,
    ...ctbCoursePages,
    ...ctbInfoPages,
    ...ctbNewsPages,
    ...ctbLegalPages,
    ...ctbEnglishPages,
  ].map(ctbLayout),
  robots: 'User-agent: *\nDisallow: /admin/\nDisallow: /_system/\n',
  notFound: ctbLayout(ctbNotFound).html,
};
