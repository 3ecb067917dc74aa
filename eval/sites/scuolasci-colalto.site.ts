import { colAltoGermanPages } from './scuolasci-colalto.de.ts';
import { colAltoEnglishPages } from './scuolasci-colalto.en.ts';
import { colAltoInfoPages } from './scuolasci-colalto.info.ts';
import { colAltoCoursePages } from './scuolasci-colalto.it.ts';
import { colAltoLayout, colAltoNotFound } from './scuolasci-colalto.layout.ts';
import { colAltoLegalPages } from './scuolasci-colalto.legal.ts';
import { colAltoNewsPages } from './scuolasci-colalto.news.ts';
import type { SiteDefinition } from './site-server.ts';

export const SCUOLASCI_DOMAIN = 'scuolasci-colalto.test';

/**
 * Scuola Sci Col Alto, a ski and snowboard school in a (made-up) Dolomites village of South Tyrol,
 * Sorafonte/Oberbrunn, built with Joomla 4, the Cassiopeia template and Falang. Italian first; home, private
 * lessons, group courses, freeride, rental, directions, FAQ and contact in English under /en/, and home,
 * private lessons, group courses, rental and contact in German under /de/ (the switcher lists German before
 * English, hreflang alternates in the head); the kids' club, snowboard, season and prices, about us, the
 * news, the terms and the legal pages only in Italian. `com_content` articles with their `article-info`
 * block and microdata, a metismenu dropdown menu of nested `mod-menu` lists, breadcrumbs, a sidebar module
 * with the office hours and phone on every page, a footer module with the P.IVA, tables pasted from Word
 * (`MsoTableGrid`, a header row of `<td>`s, `colspan` notes), label/value lines split by `<br>`, a Bootstrap
 * accordion FAQ saved collapsed, a Convert Forms contact form with a hidden success message, a
 * SportsActivityLocation JSON-LD with opening hours, and an osano cookie banner. The site's today is
 * Tuesday 24 November 2026, before the 2026/27 season opens; the news holds a post from October 2025 with
 * last season's opening day, prices and evening-lesson weekday.
 */
export const scuolasciColAlto: SiteDefinition = {
  domain: SCUOLASCI_DOMAIN,
  language: 'it',
  pages: [
    ...colAltoCoursePages,
    ...colAltoInfoPages,
    ...colAltoNewsPages,
    ...colAltoLegalPages,
    ...colAltoEnglishPages,
    ...colAltoGermanPages,
  ].map(colAltoLayout),
  robots:
    'User-agent: *\nDisallow: /administrator/\nDisallow: /api/\nDisallow: /bin/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\n',
  notFound: colAltoNotFound,
};
