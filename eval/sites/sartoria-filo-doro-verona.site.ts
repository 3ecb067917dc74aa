import { sartoriaBlogPages } from './sartoria-filo-doro-verona.blog.ts';
import { sartoriaEnglishPages } from './sartoria-filo-doro-verona.en.ts';
import { sartoriaInfoPages } from './sartoria-filo-doro-verona.info.ts';
import { sartoriaLayout, sartoriaNotFound } from './sartoria-filo-doro-verona.layout.ts';
import { sartoriaHome, sartoriaPages } from './sartoria-filo-doro-verona.pages.ts';
import type { SiteDefinition } from './site-server.ts';

export const SARTORIA_DOMAIN = 'sartoria-filo-doro-verona.test';

/**
 * Sartoria Filo d'Oro, a (made-up) tailoring and alterations atelier in Verona's old town at Via Sottoriva 17/A,
 * 37121 Verona (VR), opened in 1987 by Graziella Zanon and run since 2012 by her daughter Lucia Bertoldi, with
 * Andrea Fasoli (men's tailor), Samir Haddad (leather, Wednesdays and Fridays) and Chiara Melotti (dressmaker and
 * sewing teacher) (Sartoria Filo d'Oro di Lucia Bertoldi, P.IVA 04217390231; phone 045 801 2736, WhatsApp 349 552
 * 1870, info@sartoria-filo-doro-verona.test, bridal sposa@sartoria-filo-doro-verona.test). Built with WordPress,
 * the Beaver Builder Theme and plugin and WPML: the theme's top bar (phone, WhatsApp, the WPML switcher, social
 * icons), the header with a mega menu, the fixed header repeating the whole menu and a hidden mobile flyout with a
 * third copy; Yoast breadcrumbs; builder layouts of `fl-row` / `fl-col-group` / `fl-col` / `fl-module` nodes
 * (headings, Text Editor modules with TinyMCE tables and inline styles, callouts, photos, a Tabs module whose
 * panels repeat their labels, Pricing Tables, an Accordion saved collapsed, the Posts grid, testimonials, the Map
 * and Contact Form modules); the home pages' hours and contacts in a row hidden on mobile and again in a row only
 * phones see; a price list whose pasted Trustindex badge brings a stray `</article>` that leaves the last tables
 * after the page's main content; the theme's blog and single posts with the sidebar; the footer widgets (the blurb
 * and contacts, the Opening Hours plugin's table, the information links with the archived 2021 terms) and the
 * copyright line with the P.IVA on every page; and the Iubenda banner in the page's language.
 *
 * Facts: shop Tuesday to Friday 9:00–12:30 and 15:00–19:00, Saturday 9:00–13:00, closed on Monday and Sunday
 * (bridal fittings by appointment, also on Monday mornings). Made to measure: shirts from € 140 (first order at
 * least 2, 3 weeks, initials included), trousers € 290, jackets € 890, two-piece suits € 1.350 (three fittings,
 * 6–8 weeks), three-piece € 1.600, coats € 1.450, women's suits € 1.200, waistcoats € 260; a free first
 * appointment of about an hour; a 40% deposit. Alterations without appointment, 5 working days (coats and leather
 * 10), urgent within 48 hours at + 30% (not for leather or wedding dresses), a numbered ticket, paid on collection;
 * the Italian-only price list (hem € 12, with turn-ups € 15, jeans with the original hem € 17, waist € 18, zip €
 * 16, sleeves € 28 or € 48 with working buttonholes, coat lining € 95, a button € 2, delicate fabrics + 20%).
 * Bridal: alterations only, the € 40 first fitting, 8 weeks ahead, 2–3 fittings, shoes and underwear, hems from €
 * 90, bodice from € 80. Leather: zip € 45, sleeves € 60, tears from € 35, recolouring € 90, lining € 110, 10
 * working days. Courses: beginners € 240 (8 × 2 hours, Tuesday 19:30–21:30, up to 6, from 12 January 2027),
 * advanced € 340 (10 × 2½ hours, Thursday 19:00–21:30, up to 5, from 18 February 2027), Saturday workshop € 45
 * (14:30–18:00, 16 January and 13 March 2027), machines provided, 16 and over, an € 80 deposit; the Italian-only
 * terms (at least 3 enrolled, a full refund up to 14 days before, one missed lesson made up in the next edition
 * within 6 months). General terms (Italian only): 90 days to collect, no cheques, complaints within 8 days.
 * Negatives: no furs, no shoes, no wedding dresses made to measure, no dresses or evening wear for hire, no
 * fabric sold by the metre, no washing, no cheques, no urgent service on leather and wedding dresses, no cars in
 * the ZTL, courses not under 16.
 *
 * Traps: the home pages' 'sconto 20% su riparazioni e modifiche di capi in pelle fino al 15 marzo!' / '20% off
 * leather repairs and alterations until 15 March!' with no year, while the FAQ says it ended on 15 March 2026 and a
 * February 2026 post gives the year; collection and delivery announced for 2027 (from Monday 1 March 2027, € 8 each
 * way, free over € 80, not bookable yet: details only in the Italian post); a January 2024 post still in the blog
 * (Monday afternoons 15:30–19:00, Tuesday to Friday 8:30–12:30 and 15:30–19:30, Saturday 9:00–12:00; hem € 9, zip
 * € 12, sleeves € 22, leather zip € 38, shirts from € 110, suits from € 1.150, the beginners' course € 190,
 * cheques), its € 9 hem already in the blog's excerpt; 'ARCHIVIO – Condizioni generali 2021' linked from every
 * footer (a 50% deposit, a 24-hour service at + 50%, 30 days, cash or cheque, free home delivery in the old town,
 * Monday afternoons, courses of 4 from 18 with a 50% refund up to 7 days before); a Christmas 2026 post alone
 * holding the holiday hours (closed on 8 December, open on 14 and 21 December 15:00–19:00, 24 December 9:00–13:00,
 * closed 25 December 2026 – 6 January 2027, back on Thursday 7 January 2027, garments in by Saturday 12 December);
 * and privacy and cookie policies with their own email (privacy@…), a PEC address, the web agency's phone (045 897
 * 1120) and retention periods (24 months). The site's today, Tuesday 24 November 2026, is a weekday: open 9:00–12:30
 * and 15:00–19:00. Italian first; about half the pages in English under /en; the price list, FAQ, course terms,
 * general and archived terms, blog, privacy and cookies only in Italian; 'Visiting Verona?' (same-day hems for
 * €24, Samir speaking French and Arabic, shipping €19 / €39, shirt fittings by video call) only in English.
 */
export const sartoriaFiloDoro: SiteDefinition = {
  domain: SARTORIA_DOMAIN,
  language: 'it',
  pages: [
    sartoriaHome,
    ...sartoriaPages,
    ...sartoriaInfoPages,
    ...sartoriaBlogPages,
    ...sartoriaEnglishPages,
  ].map(sartoriaLayout),
  robots: 'User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\n',
  notFound: sartoriaLayout(sartoriaNotFound).html,
};
