import { macineEnglishPages } from './agriturismo-le-macine.en.ts';
import { macineLayout, macineNotFound } from './agriturismo-le-macine.layout.ts';
import { macineLegalPages } from './agriturismo-le-macine.legal.ts';
import { macineNewsPages } from './agriturismo-le-macine.news.ts';
import { macineOilPages } from './agriturismo-le-macine.olio.ts';
import { macineStayPages } from './agriturismo-le-macine.ospitalita.ts';
import { macineHome, macinePages } from './agriturismo-le-macine.pages.ts';
import type { SiteDefinition } from './site-server.ts';

export const MACINE_DOMAIN = 'agriturismo-le-macine.test';

/**
 * Agriturismo Le Macine, a (made-up) olive farm, mill and agriturismo at Via della Cerqua 14, Loc. Bovara,
 * 06039 Trevi (PG), on the hills between Spello and Trevi in Umbria, run by Giovanna Bartolini with her son
 * Matteo and his wife Elisa (Società Agricola Le Macine di Bartolini Giovanna & C. s.s., P.IVA 03218470546,
 * CIN IT054054B5QZ7M41RX): rooms and apartments, a restaurant at weekends, its own extra virgin olive oil sold
 * in the farm shop and online, the olive harvest and tastings. Built with IONOS MyWebsite (CM4all): the
 * template's `cm-templates-*` wrappers with `#logo`, `#keyvisual`, `#title` and `#subtitle` (`cm_type`), the
 * menu as `#cm_navigation` > `ul#cm_mainnavigation` with `cm_current` and `cm_has_subnavigation` items and a
 * hidden phone copy in `.mobile_navigation`, a shop basket, the content as one rich-text area
 * (`#content_main.content_main_dho`) with bare headings and paragraphs, `<br>`-separated lines and the widgets
 * dropped between them (`div.cm_widget` with `widgetcontainer_<uuid>` ids: photos floated beside the text,
 * buttons, separators, the address vCard, the opening-hours widget printing '09:00 - 12:30', the map, the form,
 * the shop's product widgets printing '€' and '14,00' in two spans beside the price per litre, an HTML-code
 * widget), `cm_column_wrapper` columns, a table typed in the editor, the page and site widget bars in the
 * sidebar (the farm shop's hours and the phone on every page), the owners' footer (address, phone, P.IVA, REA,
 * CIN and a "Condizioni generali" link to the archived 2021 terms), the system links and the IONOS cookie banner.
 *
 * Facts: rooms per night for two with breakfast (from 1 March 2026) Ulivo € 95 (ground floor), Ginestra € 90,
 * Lavanda € 110 (balcony), Fienile € 130 (family, up to 4, € 25 an extra person), single use € 70; apartments La
 * Mola (2–4) € 120 a night or € 790 a week in July and August, Il Torchio (4–6) € 165 or € 1.090; breakfast for
 * apartments € 10; minimum 2 nights in rooms (3 at Easter and the spring long weekends), 3 in apartments, weeks
 * Saturday to Saturday in July and August; check-in 15:00–19:30, check-out by 10:30, breakfast 8:00–10:00; a
 * 30% deposit by bank transfer, free cancellation up to 21 days; tourist tax € 1,50 a person a night for 5
 * nights, under 14 exempt; salt-water pool 1 June–20 September 9:00–19:00, guests only. Restaurant (only in
 * Italian) Saturday 19:30–22:00 and Sunday 12:30–15:00, set menu € 38, with wine € 48, children under 12 € 18,
 * booking by Friday 18:00 for Saturday and Saturday 12:00 for Sunday. Farm shop Monday–Friday 09:00–12:30 and
 * 15:00–18:30, Saturday 09:00–12:30, closed Sunday. Oil: Le Macine DOP 0,25 l € 8,50, 0,5 l € 14,00, 0,75 l
 * € 19,50, 3 l € 62,00, 5 l € 95,00; Moraiolo 0,5 l € 17,00; new oil 0,5 l € 15,00; olive pâté € 6,50; gift box
 * of three € 29,00. Shipping Italy € 9,90 (free from € 89), islands € 14,90 (free from € 120), EU € 19,90 (free
 * from € 199), Monday to Wednesday by BRT, broken bottles reported within 48 hours, 14 days to return unopened
 * products. Harvest 20 October–30 November 2026, Tuesday, Thursday and Saturday 9:00–13:00, € 65, 8–14 € 30;
 * tasting € 18, free under 12, Monday–Friday 11:00 and 16:30, Saturday 11:00; picnic € 25. Negatives, each said
 * once or twice: no pets, the restaurant not open Monday to Friday, no gluten-free guarantee for coeliacs, no
 * Wi-Fi in the rooms, no air conditioning, the pool not heated and not open to outsiders, no shipping outside the
 * EU, no cash on delivery, no children under 8 at the harvest, no American Express, no meal vouchers, the mill not
 * shown working outside the harvest.
 *
 * Traps: the spring strip ('Spedizione gratuita … solo fino al 31 maggio!', code PRIMAVERA, no year) on both home
 * pages, while the FAQ says it ended on 31 May 2026; the cooking school 'in arrivo nel 2027' (from April 2027,
 * no price until January, bookings from 1 February 2027); a January 2024 price list, unlisted, never taken down
 * (0,5 l € 11,50, 0,75 l € 16,00, 3 l € 52,00, 5 l € 80,00, shipping € 7,90 free from € 70, rooms € 80, € 78,
 * € 92, € 110, check-in from 14:00, menu € 32 and the restaurant open on Friday evenings, harvest € 50, tasting
 * € 15); the 2021 template terms labelled 'ARCHIVIATE – Versione 2021' and still linked from the footer (Via Roma
 * 3, a 50% deposit, 30 days, check-in 14:00–20:00, check-out 10:00, pets at € 10 a day, breakfast 7:30–9:30,
 * cheques, free shipping over € 60, cash on delivery for € 5); and a Christmas 2026 post alone holding the
 * holiday hours (the farm shop open Sunday 13 and 20 December 9:30–12:30, 24 December 9:00–12:30, closed 25 and
 * 26 December, 31 December 9:00–12:00, closed 1–6 January, open again Thursday 7 January 2027; Christmas lunch
 * € 65, Santo Stefano lunch only, New Year's Eve dinner € 85; the winter break 10 January–26 February 2027,
 * reopening 27 February with the farm shop open mornings only meanwhile), the gift box at € 39 and the last days
 * to order for Christmas (16 December in Italy, 11 December in the EU). The site's today, Tuesday 24 November
 * 2026, is a weekday in the harvest: the restaurant closed, the farm shop open. Italian first; five pages in
 * English under /English (same template, `lang="it"`, no hreflang); the restaurant, the FAQ, the terms of sale,
 * the news and the legal pages only in Italian; the guide for visitors from abroad only in English.
 */
export const agriturismoLeMacine: SiteDefinition = {
  domain: MACINE_DOMAIN,
  language: 'it',
  pages: [
    macineHome,
    ...macineStayPages,
    ...macineOilPages,
    ...macinePages,
    ...macineNewsPages,
    ...macineLegalPages,
    ...macineEnglishPages,
  ].map(macineLayout),
  robots: 'User-agent: *\nDisallow: /.cm4all/login/\n',
  notFound: macineLayout(macineNotFound).html,
};
