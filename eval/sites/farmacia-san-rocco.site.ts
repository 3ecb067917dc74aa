import { sanRoccoBlogPages } from './farmacia-san-rocco.blog.ts';
import { sanRoccoEnglishPages } from './farmacia-san-rocco.en.ts';
import { sanRoccoLayout, sanRoccoNotFound } from './farmacia-san-rocco.layout.ts';
import { sanRoccoLegalPages } from './farmacia-san-rocco.legal.ts';
import { sanRoccoHome, sanRoccoPages } from './farmacia-san-rocco.pages.ts';
import type { SiteDefinition } from './site-server.ts';

export const SAN_ROCCO_DOMAIN = 'farmacia-san-rocco.test';

/**
 * Farmacia San Rocco, a (made-up) pharmacy in Corso Giuseppe Garibaldi 112, Cremona, opened in 1921, run by
 * the Bodini family since 1978 and by Dott.ssa Chiara Bodini since 2012, with a Parafarmacia San Rocco in the
 * Cremona Due shopping centre (Via Castelleone 108) since 2019; built with the Hostinger Website Builder
 * (Zyro): the generator tag, `<div id="app">` holding a `<main class="page">` that wraps everything (the header,
 * the blocks and the footer), blocks (`<section class="block">`) whose `block-grid` holds `block-grid-item
 * layout-element`s placed absolutely by `--top`/`--left`/`--width` and `--m-*` variables, text boxes
 * (`text-box`, `GridTextBox`) of `<p class="body">` with the text in styled `<span>`s and bold as spans of their
 * own, images from the `assets.zyrosite.com` CDN, buttons, shapes, the map and form elements, Embed elements
 * holding the owner's pasted tables and a FAQ accordion saved closed (`hidden` panels), the product list
 * block, the blog list and blog header blocks, a sticky header with the desktop menu (two dropdowns), the
 * language switcher and a burger opening a hidden copy of the menu, a footer block with the address, phone,
 * WhatsApp, email, PEC, company and P.IVA on every page, and the builder's cookie banner after `</main>`.
 *
 * Hours only on `/orari` (and `/en/opening-hours`): Monday–Friday 8:30–12:30 and 15:00–19:30, Saturday
 * 8:30–12:30 and 15:30–19:00, lunch break 12:30–15:00, Sunday and holidays closed except on the duty rota
 * (8:30–20:00, then night service by the bell, € 7,50 call-out fee; next duty days Sunday 29 November 2026,
 * Saturday 26 December 2026, Sunday 10 January and 7 February 2027); no August closure. The parafarmacia's
 * hours are two text boxes side by side, days and times (Monday–Saturday 9:00–20:00, Sunday 10:00–13:00),
 * phone 0372 560 914, no prescription medicines. Services: blood pressure € 2 (free over 75), ECG € 30
 * (report in about 20 minutes), holter € 65 / € 45 fitted Monday–Thursday only (report in 3 working days),
 * finger-prick tests whose five names and prices are `<br>` lines of two table cells (glucose € 3 … glycated
 * haemoglobin € 14), CUP bookings free on weekdays only, ear piercing € 25 on Wednesday afternoons from 4,
 * rentals in a pasted table (deposits only there), crutches sold not hired, spirometry "prossimamente" in
 * spring 2027. Tests and vaccines: antigen test € 15, combined € 22, strep test € 12, no PCR; flu vaccine
 * free for the eligible, € 32 otherwise, adults only, Tuesday, Thursday and Saturday slots. Products: an
 * expired October 2026 promotion (20% off face creams) still at the top, a free skin consultation on
 * Thursdays, veterinary prescriptions, no everyday pet food, homeopathic orders, no galenic laboratory, the
 * Carta Amica. Reserve and collect: ready from 17:00 if booked by 12:00, held 5 working days, collected only
 * at Corso Garibaldi, paid on collection, no shipping, exchanges of parafarmacia products in 7 days and no
 * refunds. Only in the closed FAQ: no cheques or meal vouchers, home delivery suspended since January 2025,
 * the defibrillator, dogs welcome, expired medicines but not needles. Traps: a February 2024 post never taken
 * down (8:45 openings, Saturday afternoons closed, ECG € 22, holter € 55 / € 40, piercing € 20, antigen test
 * € 10, free blood pressure for all, free home delivery for the over-70s, a 12–18 August closure), the
 * template terms (shipping in 3–5 working days, free over 49 €, a 14-day withdrawal with refunds, reserved
 * items held 10 days), and the Christmas 2026 post alone holding the holiday hours (24 December to 18:00,
 * closed 25 December, 1 and 6 January, on duty 26 December, 31 December mornings only; the parafarmacia's
 * own). The site's today is Tuesday 24 November 2026. Italian first; the home, hours, services and contact
 * pages in English under /en (hreflang, a switcher), with prescriptions from abroad, the 116117 out-of-hours
 * number and tax-free shopping only there; the rest only in Italian.
 */
export const farmaciaSanRocco: SiteDefinition = {
  domain: SAN_ROCCO_DOMAIN,
  language: 'it',
  pages: [
    sanRoccoHome,
    ...sanRoccoPages,
    ...sanRoccoBlogPages,
    ...sanRoccoLegalPages,
    ...sanRoccoEnglishPages,
  ].map(sanRoccoLayout),
  robots: 'User-agent: *\nAllow: /\n',
  notFound: sanRoccoLayout(sanRoccoNotFound).html,
};
