import { girotondoEnglishPage } from './asilo-girotondo.en.ts';
import { girotondoFamilyPages } from './asilo-girotondo.famiglie.ts';
import { girotondoInfoPages } from './asilo-girotondo.info.ts';
import { girotondoLayout, girotondoNotFound } from './asilo-girotondo.layout.ts';
import { girotondoNewsPages } from './asilo-girotondo.news.ts';
import { girotondoMainPages } from './asilo-girotondo.pages.ts';
import type { SiteDefinition } from './site-server.ts';

export const GIROTONDO_DOMAIN = 'asilo-girotondo.test';

/**
 * Nido e Scuola dell'Infanzia "Il Girotondo", a (made-up) private nursery (3–36 months, in three sections
 * by age in months) and paritaria preschool (3–6 years) in San Salvario, Turin, built with the new Google
 * Sites: `<body id="yDmH0d">` under three `jscontroller` wrappers, full-width `section` bands of
 * generated-class columns and tiles, text as `<p class="zfr3Q CDt4Ke">` of `C9DxTc` span runs split
 * mid-sentence where the style changes, headings with generated ids and classes and, as often, bold `<p>`
 * lines instead, the page title in the header band in the Title style (a `<p>`, not a heading), a top
 * navigation whose last six pages are folded into "More" with every dropdown saved closed, a mobile drawer
 * repeating every link, "collapsible text" groups saved closed (`aria-expanded="false"`, the body in the
 * page at no height), image carousels whose hidden slides carry their captions,
 * embedded Google Docs, Sheets, Forms, Calendar, Drive and Maps iframes whose content is not in the page
 * (the menu, the full fee sheet, every closure but Christmas and August), a site footer band with the
 * address, phone, email, hours, cooperative and P.IVA on every page, the viewer's "Google Sites / Report
 * abuse / Page details" menu in English, and Google's bare 404 page. The fees are three text boxes side by
 * side (the timetables, the nido prices, the scuola dell'infanzia prices) lined up with empty lines and tied
 * only by position: part-time 7:30–13:00 € 520 / € 390, full-time 7:30–16:30 € 690 / € 480, extended to
 * 18:00 € 760 / € 540; meals included at the nido, € 6,50 a day at the infanzia; nappies not included.
 * Settling in is told in prose; the rules (delegates, fever at 37,5 °C, medicines, what to bring) are
 * collapsible. A 2024/25 archive page holds that year's fees (€ 480, € 640, € 700; € 360, € 450, € 500),
 * hours (7:45, 16:00, 17:30), € 150 enrolment, € 5,80 meals, 15% sibling discount and an open day without
 * booking; the "Regolamento" page is the June 2019 regulation (7:45–16:00, € 100 enrolment, a 5-day
 * settling-in, two delegates, fever over 38 °C and a medical certificate after 5 days, 10 instalments, 60
 * days' notice, meals from an outside caterer). Italian, with one English page for families from abroad
 * (`/english`, also `lang="it"`) whose English-speaking educator, English-speaking secretary, tours in
 * English and advice on vaccinations given abroad are only there. The site's today is Tuesday 24 November
 * 2026: open days on 12 December 2026 and 16 January 2027, closed for Christmas from 24 December.
 */
export const asiloGirotondo: SiteDefinition = {
  domain: GIROTONDO_DOMAIN,
  language: 'it',
  pages: [
    ...girotondoMainPages,
    ...girotondoInfoPages,
    ...girotondoFamilyPages,
    ...girotondoNewsPages,
    girotondoEnglishPage,
  ].map(girotondoLayout),
  robots: 'User-agent: *\nDisallow: /_/\nDisallow: /u/\n',
  notFound: girotondoNotFound,
};
