import { garageAbout } from './hartleys-garage.about.ts';
import { garageBlog } from './hartleys-garage.blog.ts';
import { garageLayout } from './hartleys-garage.layout.ts';
import { garageLegal, garageNotFound } from './hartleys-garage.legal.ts';
import { garagePages } from './hartleys-garage.pages.ts';
import { garageServices } from './hartleys-garage.services.ts';
import type { SiteDefinition } from './site-server.ts';

export const GARAGE_DOMAIN = 'hartleys-garage.test';

/**
 * Hartley's Garage, an independent family car garage in a North Yorkshire market town, built with GoDaddy's
 * Website Builder: glamor's generated `x-el c1-*` classes and `data-ux` attributes on every element, text in
 * spans inside `<p style="margin:0">`, no `<main>` but a header marked `role="main"`, a "More" dropdown and a
 * hamburger drawer holding a hidden copy of the menu, some headings only bold paragraphs, price lists whose
 * prices stand alone on their lines, tables pasted into HTML sections, label/value pairs in separate
 * elements, an FAQ accordion saved collapsed, a contact strip with the opening hours and a footer with the
 * company number and VAT number on every page, and the builder's cookie banner. The booking page's pasted
 * widget leaves a `<div>` unclosed; the Christmas 2026 post's pasted button brings stray closing tags that end
 * its `<article>` before the holiday hours. A November 2025 post holds last year's Christmas dates, prices and
 * hours, and the terms of business contradict the shop's own pages (28-day payment, 48 hours' notice, a
 * 6-month guarantee). English only; Italian questions about it are the cross-language ones.
 */
export const hartleysGarage: SiteDefinition = {
  domain: GARAGE_DOMAIN,
  language: 'en',
  pages: [...garagePages, ...garageServices, ...garageAbout, ...garageBlog, ...garageLegal].map(garageLayout),
  robots: 'User-agent: *\nDisallow: /m/\nDisallow: /api/\n',
  notFound: garageLayout(garageNotFound).html,
};
