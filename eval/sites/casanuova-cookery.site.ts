import { casanuovaClassPages } from './casanuova-cookery.classes.ts';
import { casanuovaItalianPages } from './casanuova-cookery.it.ts';
import { casanuovaJournalPages } from './casanuova-cookery.journal.ts';
import { casanuovaLayout, casanuovaNotFound } from './casanuova-cookery.layout.ts';
import { casanuovaLegalPages } from './casanuova-cookery.legal.ts';
import { casanuovaInfoPages } from './casanuova-cookery.pages.ts';
import type { SiteDefinition } from './site-server.ts';

export const CASANUOVA_DOMAIN = 'casanuova-cookery.test';

/**
 * Casanuova Cookery School, a cookery school in a farmhouse of the Val d'Orcia (Tuscany) near the (made-up)
 * village of Vallerana, run by a British couple and a local cook and sold to English speakers, built with
 * Drupal 10 and the Olivero theme. English first; the front page, the pasta class, the full-day class,
 * private classes, directions, the FAQ (seven of its thirteen answers) and contact in Italian under /it/
 * (hreflang alternates; Language Switcher Extended sends untranslated pages to the other front page); the
 * Thursday evening classes for locals and an olive-harvest post only in Italian; the classes view, cookery
 * weeks, dates, the farmhouse, vouchers, our story, the journal and the legal pages only in English.
 * Olivero's markup: the sticky header, primary navigation with the 🥕 hover bridge, path-based breadcrumbs,
 * the page title block outside `<main>`, `node--view-mode-full` articles with `field--name-*` wrappers,
 * inline-labelled fields (days, time, price, group size), Paragraphs sections, CKEditor 5 `<figure
 * class="table">` tables, Views of teasers with "Read more" links, an FAQ of `<details>` saved closed, a
 * webform, a Simplenews block and a footer contact block with the VAT number, and the EU Cookie Compliance
 * banner with its default text untranslated. The dates page carries a pasted Bókun widget whose two
 * `<div>`s are never closed; the gift vouchers page a Gift Up! snippet whose stray `</div></div></article>`
 * leaves the voucher rules outside the article. The site's today is Tuesday 24 November 2026; a journal post
 * of November 2025 carries last year's Christmas class, winter break, office hours and prices.
 */
export const casanuovaCookery: SiteDefinition = {
  domain: CASANUOVA_DOMAIN,
  language: 'en',
  pages: [
    ...casanuovaInfoPages,
    ...casanuovaClassPages,
    ...casanuovaJournalPages,
    ...casanuovaLegalPages,
    ...casanuovaItalianPages,
  ].map(casanuovaLayout),
  robots:
    '# robots.txt\n#\n# This file is to prevent the crawling and indexing of certain parts\n# of your site by web crawlers and spiders run by sites like Yahoo!\n# and Google.\n\nUser-agent: *\n# CSS, JS, Images\nAllow: /core/*.css$\nAllow: /core/*.css?\nAllow: /core/*.js$\nAllow: /core/*.js?\nAllow: /core/*.gif\nAllow: /core/*.jpg\nAllow: /core/*.jpeg\nAllow: /core/*.png\nAllow: /core/*.svg\nAllow: /profiles/*.css$\nAllow: /profiles/*.js$\n# Directories\nDisallow: /core/\nDisallow: /profiles/\n# Files\nDisallow: /README.md\nDisallow: /composer/Metapackage/README.txt\nDisallow: /web.config\n# Paths (clean URLs)\nDisallow: /admin/\nDisallow: /comment/reply/\nDisallow: /filter/tips\nDisallow: /node/add/\nDisallow: /search/\nDisallow: /user/register\nDisallow: /user/password\nDisallow: /user/login\nDisallow: /user/logout\nDisallow: /media/oembed\nDisallow: /*/media/oembed\n# Paths (no clean URLs)\nDisallow: /index.php/admin/\nDisallow: /index.php/comment/reply/\nDisallow: /index.php/filter/tips\nDisallow: /index.php/node/add/\nDisallow: /index.php/search/\nDisallow: /index.php/user/password\nDisallow: /index.php/user/register\nDisallow: /index.php/user/login\nDisallow: /index.php/user/logout\nDisallow: /index.php/media/oembed\nDisallow: /index.php/*/media/oembed\n',
  notFound: casanuovaNotFound,
};
