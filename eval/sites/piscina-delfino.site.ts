import { delfinoCoursePages } from './piscina-delfino.corsi.ts';
import { delfinoEnglishPages } from './piscina-delfino.en.ts';
import { delfinoInfoPages } from './piscina-delfino.info.ts';
import { type DelfinoPage, delfinoLayout, heading, p, text } from './piscina-delfino.layout.ts';
import { delfinoLegalPages } from './piscina-delfino.legal.ts';
import { delfinoNewsPages } from './piscina-delfino.news.ts';
import { delfinoHome, delfinoPages } from './piscina-delfino.pages.ts';
import type { SiteDefinition } from './site-server.ts';

export const DELFINO_DOMAIN = 'piscina-delfino.test';

/** Jimdo's page for an address that does not exist, in the site's layout. */
const notFound: DelfinoPage = {
  path: '/404',
  lang: 'it',
  title: 'Pagina non trovata',
  description: 'Pagina non trovata',
  body: [
    heading('Pagina non trovata', 1),
    text(p('Purtroppo la pagina che stai cercando non esiste. <a href="/">Torna alla home page</a>.')),
  ].join('\n'),
};

/**
 * Piscina Delfino, a (made-up) swimming pool and school at Via dei Tigli 21, 37138 Verona (Borgo Milano), run
 * since 2009 by the ASD Nuoto Delfino (founded in 1994 by Renato Zanella, chaired by his daughter Laura); built
 * with Jimdo Creator on an old, non-responsive layout: `#container` > `#header`, `#navigation`, `#content` >
 * `#content_area`, `#sidebar`, `#footer`; every piece of content a `div.j-module` with a `cc-m-` id in a
 * `cc-matrix`, text modules (`div.j-text`) written as `<p>` with `<br />` runs and `<strong>` lines for
 * headings, heading modules (`div.j-header`) as `<h1>`–`<h3>`, `div.j-hgrid` columns with the editor's
 * separators, tables pasted from Word inside text modules (`MsoTableGrid`, `p.MsoNormal`, `<o:p>`, bold first
 * rows of `<td>`s, day cells merged with `rowspan`), a nested navigation (`ul.j-nav-level-0` with
 * `ul.j-nav-level-1`, the English pages as its "English" branch) and the current section's second level again
 * at the top of the sidebar, one sidebar for the whole site (pool and office hours, phone, WhatsApp, email,
 * address and 'Codice Fiscale/P.IVA') in Italian on the English pages too, Jimdo's cookie notice, the footer's
 * "Informazioni legali | Privacy | Politica dei cookie | Mappa del sito", "Login" and "Jimdo" links, a blog
 * whose list shows only the preview text, posts under `/YYYY/MM/DD/<slug>` with tags and a comment module, a
 * page that is only the download module of the lanes' PDF, `lang="it-IT"` on every page and trailing-slash
 * links.
 *
 * Facts: pool open Monday–Friday 7:00 - 22:00, Saturday 8:00 - 19:00, Sunday 9:00 - 13:00 (closed on Sunday
 * afternoon, said once on the free swimming page); office Monday–Friday 9:00 - 12:30 and 16:00 - 20:00,
 * Saturday 9:00 - 12:00. Lanes: Mon/Wed/Fri 7:00 - 9:00, 12:30 - 14:30, 20:30 - 22:00; Tue/Thu 7:00 - 9:00,
 * 12:30 - 14:30, 21:00 - 22:00; Saturday 13:00 - 19:00; Sunday 9:00 - 13:00. Membership card € 25 (not needed for
 * a single swim); single € 8,50, reduced € 6,50, 10 swims € 75 (4 months), 20 swims € 135, monthly € 55,
 * season € 420. Courses a month: Pesciolini 3–5 € 62, school 6–14 € 58 / € 98, adults € 52 / € 88, aquagym
 * € 48 / € 80 (single € 12), Esordienti € 120, Master € 75 (Mon/Wed/Fri 21:00 - 22:00), acquabike € 14 a
 * session, baby swimming from 3 months, 10 lessons € 130 (up to 2 make-ups), private lesson € 32, 5 for € 150,
 * a class for the fearful (Tue/Thu 19:30, 6 at most), aquagym in pregnancy Thursday 11:00 from the fourth month.
 * Enrolment in person only, no enrolment without a medical certificate, no refunds for missed lessons (one
 * make-up a month), notice by the 25th, courses 14 September 2026 – 12 June 2027, tax receipt 19%. Rules: cap
 * and flip-flops, no eating, no parents at the poolside, under-12s with an adult in the water. Summer camp
 * 14 June – 30 July 2027, 6–12, € 145 a week (half day € 95), enrolment from 1 March 2027, none in August.
 * Parking about 40 spaces and the Palazzetto 200 m away, bus 11 from Porta Nuova. No sauna or Turkish bath.
 *
 * Traps: the Early Bird (card € 15 and 10% off October until 12 September 2026) still on the home page and in
 * its post; a hydrotherapy pool 'in spring 2027', no price, not bookable; a January 2024 post (pool Monday–Friday
 * 7:00 - 21:30, Saturday 8:00 - 18:00, Sunday 9:00 - 12:30, lunch lanes 12:00 - 14:00, card € 20, single € 7,50,
 * reduced € 5,50, 10 swims € 65, monthly € 49, school € 50 / € 85, adults € 46, aquagym € 42 / € 70, baby
 * € 110, private € 28, office 16:00 - 19:30); 2021 template terms (certificate within 30 days, quarterly fees,
 * card € 20, missed lessons refunded, 30 days' notice, swim cards valid 12 months, parents of 3–5s at the
 * poolside, cheques) contradicting the pages; and a Christmas 2026 post alone holding the holiday hours
 * (23 December 7:00 - 20:00, 24 December 8:00 - 14:00, closed 25 and 26 December, 28–30 December
 * 9:00 - 19:00, 31 December 8:00 - 13:00, closed 1 January, 6 January 14:00 - 19:00), the courses' break
 * (last lesson 22 December, back on Thursday 7 January 2027) and the office's closure. The site's today is
 * Tuesday 24 November 2026. Italian first; five pages in English under /en/ (welcome, lane swimming, lessons,
 * prices, contact), with a few facts only there (an English-speaking children's group on Saturdays at 11am,
 * towels for hire at €3, certificates from abroad, the airport bus).
 */
export const piscinaDelfino: SiteDefinition = {
  domain: DELFINO_DOMAIN,
  language: 'it',
  pages: [
    delfinoHome,
    ...delfinoCoursePages,
    ...delfinoInfoPages,
    ...delfinoPages,
    ...delfinoNewsPages,
    ...delfinoLegalPages,
    ...delfinoEnglishPages,
  ].map(delfinoLayout),
  robots: 'User-agent: *\nDisallow: /app/\nDisallow: /j/\nDisallow: /login\nDisallow: /logout\n',
  notFound: delfinoLayout(notFound).html,
};
