import { forgeLayout } from './old-forge-inn.layout.ts';
import { forgeNewsAndLegal, forgeNotFoundPage } from './old-forge-inn.news.ts';
import { forgePages } from './old-forge-inn.pages.ts';
import type { SiteDefinition } from './site-server.ts';

export const FORGE_DOMAIN = 'old-forge-inn.test';

/**
 * The Old Forge Inn, an English-only village pub with rooms in the Cotswolds, built as a Squarespace site:
 * announcement bar, a header with folders and a "Book a table" button to an external widget, full-width
 * image sections with captions, content in nested sqs-block <div>s with no <main> or <article>, a menu
 * block printing each price twice, and a rooms page whose pasted widget leaves its markup broken.
 */
export const oldForgeInn: SiteDefinition = {
  domain: FORGE_DOMAIN,
  language: 'en',
  pages: [...forgePages, ...forgeNewsAndLegal].map(forgeLayout),
  robots:
    'User-agent: *\nDisallow: /config\nDisallow: /search\nDisallow: /account$\nDisallow: /api/\nDisallow: /static/\nDisallow: /*?author=*\nDisallow: /*&author=*\nDisallow: /*?tag=*\nDisallow: /*&tag=*\nDisallow: /*?month=*\nDisallow: /*&month=*\nDisallow: /*?view=*\nDisallow: /*&view=*\nDisallow: /*?format=json\nDisallow: /*&format=json\n',
  notFound: forgeLayout(forgeNotFoundPage).html,
};
