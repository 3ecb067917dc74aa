import { harbourBlog, harbourNotFound } from './harbourside-dance.blog.ts';
import { harbourClasses } from './harbourside-dance.classes.ts';
import { harbourInfo } from './harbourside-dance.info.ts';
import { harbourLayout } from './harbourside-dance.layout.ts';
import type { SiteDefinition } from './site-server.ts';

export const HARBOUR_DOMAIN = 'harbourside-dance.test';

/**
 * Harbourside Dance Academy, an independent dance school in Falmouth, Cornwall (made up), built with Square
 * Online (the builder that was Weebly): generated `w-` components with data-v hashes nested five deep, text
 * in spans, a sticky header with dropdowns and a mobile copy of the menu hidden by CSS, label/value facts and
 * prices as pairs of `<div>`s in price-list blocks ("£7.50 per class", "£82.50 per term"), an FAQ accordion
 * saved closed, a cookie banner and a newsletter popup printed in every page, and a footer with the address,
 * phone, email, office hours and company number on every page. The timetable is a pasted Class Manager widget:
 * a grid of `<div>` day columns of class cards printing 24-hour times ("16:30 - 17:15") where the pages write
 * "4.30pm"; its last Saturday card is never closed. A January 2025 post holds that year's fees (£6.75 per
 * class, £74.25 per term, adults £8, a 5% sibling discount, a £5 trial) and timetable (street dance juniors on
 * Wednesdays, adult ballet on Tuesdays at 7pm, Saturday Baby Ballet at 9.30am); the 2019 terms template
 * contradicts the policies page (a full term's notice to leave instead of 4 weeks', refunds for absences given
 * with 7 days' notice where the pages refund none). Today is Tuesday 24 November 2026. English only; Italian
 * questions about it are the cross-language ones.
 */
export const harboursideDance: SiteDefinition = {
  domain: HARBOUR_DOMAIN,
  language: 'en',
  pages: [...harbourClasses, ...harbourInfo, ...harbourBlog].map(harbourLayout),
  robots: 'User-agent: *\nDisallow: /api/\nDisallow: /s/cart\nDisallow: /s/checkout\n',
  notFound: harbourLayout(harbourNotFound).html,
};
