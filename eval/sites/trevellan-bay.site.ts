import type { SiteDefinition } from './site-server.ts';
import { bayLayout } from './trevellan-bay.layout.ts';
import { bayNewsAndLegal, bayNotFoundPage } from './trevellan-bay.news.ts';
import { bayPages } from './trevellan-bay.pages.ts';

export const TREVELLAN_DOMAIN = 'trevellan-bay.test';

/**
 * Trevellan Bay Holiday Park, an English-only family holiday park and campsite on the Cornish coast, built
 * with Webflow: an announcement bar, a `w-nav` navbar with `w-dropdown` menus, heroes and `w-layout-grid`
 * cards, `w-richtext` blocks, price grids built from divs, season price tabs (`w-tabs`), CMS collection lists
 * for news and events, an FAQ accordion saved collapsed, label/value "fact lists", Webflow forms with their
 * hidden success and failure messages, a Finsweet cookie banner, a caravans page whose pasted booking widget
 * leaves a `<div>` unclosed and a directions page whose map embed brings stray closing tags. The news holds
 * one post from 2025 with last year's prices and times.
 */
export const trevellanBay: SiteDefinition = {
  domain: TREVELLAN_DOMAIN,
  language: 'en',
  pages: [...bayPages, ...bayNewsAndLegal].map(bayLayout),
  robots: 'User-agent: *\nDisallow: /search\nDisallow: /*?*\n',
  notFound: bayLayout(bayNotFoundPage).html,
};
