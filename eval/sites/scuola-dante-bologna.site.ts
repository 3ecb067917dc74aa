import { danteBlogPages } from './scuola-dante-bologna.blog.ts';
import { danteCoursePages } from './scuola-dante-bologna.courses.ts';
import { danteItalianPages } from './scuola-dante-bologna.it.ts';
import { danteLayout } from './scuola-dante-bologna.layout.ts';
import { danteLegalPages, danteNotFoundPage } from './scuola-dante-bologna.legal.ts';
import { danteInfoPages } from './scuola-dante-bologna.pages.ts';
import type { SiteDefinition } from './site-server.ts';

export const DANTE_DOMAIN = 'scuola-dante-bologna.test';

/**
 * Scuola Dante Bologna, a private school of Italian language and culture for foreigners in the centre of
 * Bologna, built with Wix (Wix Multilingual, Wix Blog, Wix Forms). English first; the home page, the
 * courses overview, prices, accommodation and directions translated under /it/ (with a few lines the
 * English pages lack, such as the evening course's price for residents); courses for companies and the
 * monthly cultural evenings only in Italian; the course pages, juniors' camp, levels, dates, student life,
 * visa, FAQ, contact, blog and terms only in English. Wix markup throughout: generated `comp-*` ids, text
 * in `<span>`s inside `<p class="font_8">`, headings alone in their own text boxes, strips as
 * `<section role="region" aria-label>`, a header with a dropdown menu, a language menu and a hamburger
 * opening a hidden copy of the menu, price grids built from `<div>`s (no `<table>`), label/value "facts"
 * in separate text boxes, an FAQ accordion of buttons with `hidden` panels, a footer with the address,
 * phones, office hours and P.IVA on every page, and the consent banner in English on every page. The levels
 * page carries a pasted Bookla widget whose two `<div>`s and a `<p>` are never closed, so the first-day and
 * certificate details sit inside the widget. The site's today is Tuesday 24 November 2026; a blog post of
 * November 2025 carries last year's Christmas closure, office hours and prices, one of March 2026 an
 * introductory price since ended.
 */
export const scuolaDanteBologna: SiteDefinition = {
  domain: DANTE_DOMAIN,
  language: 'en',
  pages: [
    ...danteInfoPages,
    ...danteCoursePages,
    ...danteBlogPages,
    ...danteLegalPages,
    ...danteItalianPages,
  ].map(danteLayout),
  robots:
    '# By default, Wix allows all user agents to crawl the site.\nUser-agent: *\nAllow: /\n\n# Optimization for Google Ads Bot\nUser-agent: AdsBot-Google-Mobile\nUser-agent: AdsBot-Google\nDisallow: /_api/*\nDisallow: /_partials*\nDisallow: /pro-gallery-webapp/v1/galleries/*\n\n# Crawl delay for overly enthusiastic bots\nUser-agent: dotbot\nCrawl-delay: 10\nUser-agent: AhrefsBot\nCrawl-delay: 10\n',
  notFound: danteLayout(danteNotFoundPage).html,
};
