import { riversideLayout } from './riverside-leisure.layout.ts';
import { riversideNewsAndLegal } from './riverside-leisure.news.ts';
import { riversidePages } from './riverside-leisure.pages.ts';
import type { SiteDefinition } from './site-server.ts';

export const RIVERSIDE_DOMAIN = 'riverside-leisure.test';

/** Riverside Leisure Centre, an English-only pool, gym and café site with one page of broken markup. */
export const riversideLeisure: SiteDefinition = {
  domain: RIVERSIDE_DOMAIN,
  language: 'en',
  pages: [...riversidePages, ...riversideNewsAndLegal].map(riversideLayout),
  robots: 'User-agent: *\nDisallow: /members/\nDisallow: /search\n',
  notFound: `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Page not found - Riverside Leisure Centre</title></head>
<body><main><h1>Sorry, we can't find that page</h1><p><a href="/">Back to the homepage</a></p></main></body></html>`,
};
