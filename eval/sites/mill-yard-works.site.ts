import { millInfo } from './mill-yard-works.info.ts';
import { millItalian } from './mill-yard-works.it.ts';
import { millLayout } from './mill-yard-works.layout.ts';
import { millLegal, millNotFound } from './mill-yard-works.legal.ts';
import { millNews } from './mill-yard-works.news.ts';
import { millPages } from './mill-yard-works.pages.ts';
import type { SiteDefinition } from './site-server.ts';

export const MILL_DOMAIN = 'mill-yard-works.test';

/**
 * Mill Yard Works, a (made-up) coworking space and meeting-room venue in Carver's Mill, a converted cotton
 * mill in Ancoats, Manchester, built with Webflow: the `w-nav` navbar with `w-dropdown` menus and a mobile
 * menu the designer built by hand (a copy of every link, hidden by CSS), `w-container` sections,
 * `w-layout-grid` grids with generated `w-node` ids, `w-richtext` blocks, a Finsweet cookie banner and
 * preferences panel, native Webflow forms with their hidden success and failure messages, and a footer with
 * the address, phone, email, reception and café hours and company number on every page. The desk prices are a
 * `w-layout-grid` whose five plan names, five prices, five units and five blurbs are each a row of cells,
 * tied to their plan only by position; the meeting rooms are `w-tab-pane`s, every pane printed and only the
 * first shown; the FAQ is built from `w-dropdown`s saved closed; the events and journal are CMS collection
 * lists (`w-dyn-list`, `w-dyn-item`) with their template pages. The meeting-rooms page's pasted Nexudus
 * booking calendar leaves a `<div>` unclosed around the cancellation rules. The 2019 membership terms say
 * three months' notice (the pages: one month), a deposit of two months' fees for all memberships (the pages:
 * none for desks, one month for offices), £20 a guest day (the pages: 4 free a month, then £12), no animals
 * (the pages: Dog-Friendly Fridays), standing order or cheque, and cancellations charged in full within 24
 * hours. A January 2025 journal post holds that year's prices (Day Pass £20, Flexi 10 £160, Part-Time £125,
 * Unlimited £190, Dedicated £270, offices from £600, Spinning Room £40 an hour), reception hours (9am–5.30pm),
 * café hours (8am–3pm), £10 guest days and a 15% member discount on meeting rooms (the pages: 20%). The site's
 * today is Tuesday 24 November 2026. English only, but for one Italian page for the Programma Ponte
 * Manchester–Milano (an Italian start-up programme with a Milan incubator, linked only from the footer, in
 * the English layout with `lang="en"`) whose offer, dates and contact are printed nowhere else.
 */
export const millYardWorks: SiteDefinition = {
  domain: MILL_DOMAIN,
  language: 'en',
  pages: [...millPages, ...millInfo, ...millNews, ...millLegal, ...millItalian].map(millLayout),
  robots: 'User-agent: *\nDisallow: /search\nDisallow: /members/\n',
  notFound: millLayout(millNotFound).html,
};
