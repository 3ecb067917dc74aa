import type { SiteDefinition } from './site-server.ts';
import { sltBlogPages } from './spazio-lanificio-torino.blog.ts';
import { sltEnglishPages } from './spazio-lanificio-torino.en.ts';
import { sltInfoPages } from './spazio-lanificio-torino.info.ts';
import { sltLayout, sltNotFound } from './spazio-lanificio-torino.layout.ts';
import { sltLegalPages } from './spazio-lanificio-torino.legal.ts';
import { sltHome, sltPages } from './spazio-lanificio-torino.pages.ts';

export const LANIFICIO_DOMAIN = 'spazio-lanificio-torino.test';

/**
 * Spazio Lanificio, a (made-up) coworking space in the former Lanificio Ferrua, a 1911 wool mill at Via
 * Villarbasse 22/B, 10141 Torino (Borgo San Paolo), run by Lanificio Cowork S.r.l. since 13 September 2021;
 * built with SITE123: `<html dir="ltr" class="home_page …|inside_page …">`, pjax-tagged head tags
 * (`class="s123-js-pjax"`), hreflang links on the four translated pages, the CSS variables block, a
 * `#websiteHeader` with `#mainNav` (`navPages` items of `moduleMenu` with `data-menu-module-id`, the last five
 * pages folded into an "Altro" dropdown, the phone icon and a language dropdown), `#mainNavMobile` and a hidden
 * `#top-menu-mobile` copy of every link, `#s123PjaxMainContainer` holding the home page's `#top-section` and
 * the modules container (`s123-page-container` on a blog article), every module a `<section id="section-<13
 * hex>" class="s123-module s123-module-<kind> layout-N" data-module-id data-module-type-num>` with the
 * `page_header_style`/`moduleTitleContainer`/`modulesTitle` title block and Bootstrap 3
 * `container`/`row`/`col-*` grids, Froala text (`fr-view`) with tables pasted in (the header row bold cells),
 * Pricing modules whose plan name, "€", figure, period, "IVA esclusa" and features are separate elements
 * ("€190/mese"), an FAQ module of Bootstrap collapse panels saved closed, a Team module of cards (name, role,
 * text), an Opening Hours module listing each day and its times in two spans run together ("Lunedì08:30 -
 * 19:30"), Services cards whose price or capacity is a line of its own under the title, an Events module whose
 * date box is three spans ("03dic2026"), the Articles module and article pages with a breadcrumb, the Contact
 * module (the map only in a `data-src`, labels inside the list, a form of placeholders), a footer with the
 * address, phone, WhatsApp, email, P.IVA and REA on every page, the hidden phone popovers, the "Creato con
 * SITE123" badge, the hidden cookie notice ("Ho capito!") and SITE123's settings inputs and scripts.
 *
 * Plans (IVA esclusa on the prices pages): desk flessibile € 190 a month (Monday–Friday in reception hours, 2
 * meeting-room hours), postazione fissa € 260 (24/7 badge, 5 hours, locker, 50 prints), ufficio privato from
 * € 690 (Ordito 2 desks € 690, Trama 4 desks € 1.150 full with a waiting list, Spola 6 desks € 1.590 from
 * January 2027; 24/7, 10 hours, domiciliazione included, 3 months minimum, one month's deposit), day pass € 20
 * and carnet of 10 days € 160 (4 months, personal). The home page's cards and the FAQ give prices with VAT (day
 * pass € 24,40, desk € 231,80, fixed desk € 317,20 only in the FAQ). 30 days' notice, no deposit for desks,
 * payment by the 5th, no cash; unused meeting-room hours lapse; first half day free. Meeting rooms (a pasted
 * table, IVA esclusa): Cardatura 6 people € 25 / € 85 / € 150, Filatura 10 € 35 / € 120 / € 210, Tessitura 30
 * € 60 / € 190 / € 340; minimum 1 hour, free cancellation up to 48 hours, then 50%; members 20% off beyond their
 * hours; coffee break from Bar Frejus € 6,50 a head (48 hours ahead); no weekend bookings. Reception Monday–Friday
 * 8:30–19:30 (the module's "08:30 - 19:30"), closed at weekends, on national holidays, 24 June and Ferragosto
 * week; day pass, carnet and flexible desk only in reception hours; badge duplicate € 10; tours 10:00–17:00.
 * Services: domiciliazione € 49 a month + IVA (annual), parcels up to 20 kg kept 10 working days, no perishables,
 * forwarding € 8, prints € 0,10 / € 0,30, lockers € 12, bike rack for 24, no bikes indoors, 4 phone booths not
 * bookable (30 minutes if someone waits). Team cards alone say who does what (Elena Ghione contracts and
 * domiciliazioni, Monday, Wednesday, Friday; Marco Tosco IT on Monday and Thursday). Directions: metro 1
 * Racconigi 450 m, 3 stops from Porta Susa, buses 42 and 55, no car park, Garage Monginevro € 85 a month for
 * members instead of € 110. Only in the closed FAQ: animals not admitted (but guide dogs), no cash, no hot meals
 * at the desks, day pass not on Saturdays, flexible desks cleared each evening, the VAT-inclusive prices.
 * Events: Lanificio Talks on 3 and 10 December, the members' breakfast on the first Friday (4 December), the
 * Christmas aperitivo on 17 December at 18:30.
 *
 * Traps: the Back to Work promotion (first month € 99 instead of € 190, joining by 31 October 2026) still on the
 * home and prices pages in both languages; the podcast studio 'prossimamente', opening in March 2027 and not
 * bookable; a January 2024 post never taken down (reception 9:00–18:30 and Saturday 9:30–13:00, 24/7 only for
 * offices, day pass € 15, carnet € 140, desk € 170, fixed desk € 230, Cardatura € 22 an hour); 2021 template
 * terms asking 60 days' notice and a deposit of two months' fees on every plan; a Christmas 2026 post alone
 * holding the holiday hours (closed 8, 25 and 26 December, 1 and 6 January; 24 and 31 December 8:30–13:00;
 * 28–30 December and 4–5 January 9:30–17:00; normal hours from Thursday 7 January 2027), the last day for
 * parcels (Friday 18 December) and the aperitivo. The site's today is Tuesday 24 November 2026. Italian first;
 * the home, prices, meeting rooms and contact pages in English under /en with hreflang, whose English-speaking
 * reception and Tuesday 2pm–5pm Expat Desk are only there; the hours, services, events, community, directions,
 * FAQ, blog and legal pages only in Italian.
 */
export const spazioLanificioTorino: SiteDefinition = {
  domain: LANIFICIO_DOMAIN,
  language: 'it',
  pages: [sltHome, ...sltPages, ...sltInfoPages, ...sltBlogPages, ...sltLegalPages, ...sltEnglishPages].map(
    sltLayout,
  ),
  robots: 'User-agent: *\nDisallow: /manager/\n',
  notFound: sltLayout(sltNotFound).html,
};
