import type { SiteDefinition } from './site-server.ts';
import { saluteBlogPages } from './studio-salute-colli.blog.ts';
import { saluteEnglishPages } from './studio-salute-colli.en.ts';
import { saluteItalianPages } from './studio-salute-colli.it.ts';
import { saluteLayout } from './studio-salute-colli.layout.ts';
import { saluteLegalPages, saluteNotFoundPage } from './studio-salute-colli.legal.ts';

export const SALUTE_DOMAIN = 'studio-salute-colli.test';

/**
 * Poliambulatorio Salute dei Colli, a private physiotherapy, specialist and dental clinic in a small town
 * near Bologna, built with Wix: Italian first, English only for home, services, prices, hours and a page
 * for international patients. Text comes in many nested spans of generated-class `<div>`s, the FAQ is a
 * widget of collapsed answers, price lists and hours are repeaters of separate text boxes, and on the
 * prices and contacts pages part of the content sits after `</main>`. Two blog posts carry a price and
 * hours of 2025 that are flagged as no longer valid.
 */
export const studioSaluteColli: SiteDefinition = {
  domain: SALUTE_DOMAIN,
  language: 'it',
  pages: [...saluteItalianPages, ...saluteEnglishPages, ...saluteBlogPages, ...saluteLegalPages].map(
    saluteLayout,
  ),
  robots:
    'User-agent: *\nAllow: /\n\n# Optimization for Google Ads Bot\nUser-agent: AdsBot-Google-Mobile\nUser-agent: AdsBot-Google\nDisallow: /_api/*\nDisallow: /_partials*\nDisallow: /pro-gallery-webapp/v1/galleries/*\n\n# Block PetalBot\nUser-agent: PetalBot\nDisallow: /\n\n# Crawl delay for overly enthusiastic bots\nUser-agent: dotbot\nCrawl-delay: 10\nUser-agent: AhrefsBot\nCrawl-delay: 10\nUser-agent: SemrushBot\nCrawl-delay: 10\n',
  notFound: saluteLayout(saluteNotFoundPage).html,
};
