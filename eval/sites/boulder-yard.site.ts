import { boulderAbout } from './boulder-yard.about.ts';
import { boulderActivities } from './boulder-yard.activities.ts';
import { boulderLayout } from './boulder-yard.layout.ts';
import { boulderLegal, boulderNotFound } from './boulder-yard.legal.ts';
import { boulderNews } from './boulder-yard.news.ts';
import { boulderPages } from './boulder-yard.pages.ts';
import type { SiteDefinition } from './site-server.ts';

export const BOULDER_DOMAIN = 'boulder-yard.test';

/**
 * Boulder Yard, a (made-up) independent indoor bouldering centre on Kirkstall Road, Leeds, built with
 * WordPress, Astra (with Astra Pro) and Gutenberg blocks: a header-builder mega menu and a mobile copy of it
 * hidden only by CSS, Astra's breadcrumbs, Cover, Group, Columns, Table and Buttons blocks, an FAQ of Details
 * blocks saved closed, the CookieYes banner and preference centre, and a footer with the address, phone,
 * email, the walls' hours in 24-hour form ("10:00–22:00", where most pages write "10am – 10pm") and the company
 * number on every page. The entry prices are a grid of three Columns (labels, off-peak, peak) whose prices
 * are bold paragraphs, so a price's column is known only by its position. The courses page's pasted Amelia
 * events list leaves two `<div>`s unclosed around the clinic dates and booking rules. A January 2025 news
 * post holds that year's prices (adult £9.50/£11.50, shoe hire £3.50, 10-visit pass £95, membership £49,
 * Yard Kids £10), hours (weekdays 12pm–9.30pm, weekends 10am–6.30pm) and setting day (Thursday); the 2019
 * conditions of use say climbers may go unsupervised from 14 (the pages say 16), one adult for three children
 * (the pages say two) and a £10 monthly freeze fee (the pages say £5). The site's today is Tuesday 24 November
 * 2026. English only, but for one Italian page for Italian students of the University of Leeds
 * (/studenti-italiani, linked only from the footer, in the same English layout) with the student prices, an
 * Italian-only welcome offer and the inductions in Italian.
 */
export const boulderYard: SiteDefinition = {
  domain: BOULDER_DOMAIN,
  language: 'en',
  pages: [...boulderPages, ...boulderActivities, ...boulderAbout, ...boulderNews, ...boulderLegal].map(
    boulderLayout,
  ),
  robots: 'User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /?s=\n',
  notFound: boulderLayout(boulderNotFound).html,
};
