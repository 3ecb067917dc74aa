import { velaCoursePages } from './costa-vela-camogli.corsi.ts';
import { velaEnglishPages } from './costa-vela-camogli.en.ts';
import { velaItalianPages } from './costa-vela-camogli.it.ts';
import { velaLayout } from './costa-vela-camogli.layout.ts';
import { velaLegalPages, velaNotFoundPage } from './costa-vela-camogli.legal.ts';
import { velaNewsPages } from './costa-vela-camogli.news.ts';
import { velaVisitorPages } from './costa-vela-camogli.visitors.ts';
import type { SiteDefinition } from './site-server.ts';

export const COSTA_VELA_DOMAIN = 'costa-vela-camogli.test';

/**
 * Costa Vela, a sailing school with boat trips and boat hire in the harbour of Camogli (Liguria), built
 * with Next.js (App Router, `output: 'export'`) and Tailwind. Italian first; home, adult courses, the 2027
 * calendar, the kids' summer weeks, boat trips, hire, prices, the weather and cancellation policy, FAQ,
 * directions, contact and the terms of sale translated under /en/ (hreflang and an IT/EN switcher); the
 * after-school afternoons for local kids, the membership rules (tesseramento), about us, the news (a
 * regatta report, the winter closure, a March 2025 post with last year's prices, departure times and
 * closing day), privacy and cookie policy only in Italian; the page for cruise passengers and the practical
 * info for foreigners only in English. Next.js/Tailwind markup throughout: nested `<div>`s with utility
 * classes, headings sometimes `<h2>`/`<h3>` and sometimes styled `<div>`s, a top announcement bar with the
 * reopening date, a header with hover dropdowns and a `hidden` mobile copy of the menu, `next/image`
 * `srcSet`s, GTM in `<noscript>`, the Iubenda banner in the page's language, a footer with address, phone,
 * WhatsApp, email, office hours, the Tuesday and winter closures and P.IVA on every page, and the RSC
 * payload (`self.__next_f.push`) at the end of every page, which on the boat trips and prices pages still
 * carries superseded prices, times and ages a browser never shows. Prices are a real `<table>` on the
 * prices page and a card grid of `<div>`s on the boat trips page, where the children's age range sits in a
 * note further down, after a pasted FareHarbor snippet whose wrapper `<div>` is never closed. The FAQ is a
 * Headless UI accordion saved collapsed (`hidden` panels). The terms of sale carry template clauses on a
 * 14-day withdrawal and refund that the school's own cancellation policy contradicts. The site's today is
 * Saturday 28 November 2026, in the winter closure before the season reopens on 13 March 2027.
 */
export const costaVelaCamogli: SiteDefinition = {
  domain: COSTA_VELA_DOMAIN,
  language: 'it',
  pages: [
    ...velaItalianPages,
    ...velaCoursePages,
    ...velaNewsPages,
    ...velaLegalPages,
    ...velaEnglishPages,
    ...velaVisitorPages,
  ].map(velaLayout),
  robots: 'User-Agent: *\nAllow: /\nDisallow: /api/\nDisallow: /_next/static/chunks/\n',
  notFound: velaLayout(velaNotFoundPage).html,
};
