import type { CheerioAPI } from 'cheerio';
import { load } from 'cheerio';
import { isAppShell } from './app-shell.ts';
import { primaryLanguage } from './language-tag.ts';
import { contentText, mainText, textApart } from './main-text.ts';
import { type MetaRefresh, parseMetaRefresh } from './meta-refresh.ts';
import { isMarkedFooter, scanPage } from './page-scan.ts';
import { structuredFacts } from './structured-data.ts';

export interface ExtractedPage {
  title: string;
  /** Main text: headings as `#` lines, paragraphs separated by blank lines. */
  text: string;
  /** The primary language `<html lang>` declares (`en-GB` → `en`). */
  language?: string;
  /** Pages the page names as its versions in a language (`hreflang`), `x-default` left out. */
  alternates: { url: URL; language: string }[];
  /** Absolute link targets found anywhere on the page (navigation included), fragments removed. */
  links: URL[];
  canonical?: URL;
  /** `<meta http-equiv="refresh">`: where, and after how long, a browser is sent on. */
  refresh?: MetaRefresh;
  /** `<meta name="robots" content="noindex">`: read the links, keep no text. */
  noindex: boolean;
  nofollow: boolean;
  /** An application shell: its scripts draw what a reader sees (`isAppShell`). */
  appShell: boolean;
  /** A post's year, from `article:published_time` ('2024-03-19T09:14:00Z' gives '2024'). */
  published?: string;
}

/** cheerio over htmlparser2: the same text as parse5 at nearly twice the speed. */
export function loadHtml(html: string): CheerioAPI {
  return load(html, { xml: { xmlMode: false, decodeEntities: true } });
}

function absolute(href: string | undefined, base: URL): URL | undefined {
  if (!href) return undefined;
  try {
    const url = new URL(href.trim(), base);
    url.hash = '';
    return url;
  } catch {
    return undefined;
  }
}

/**
 * Turns a page into its main text, title, language and links in two walks over the parsed document:
 * one for metadata and links, one for the text of `<main>` (else a lone `<article>`) when it holds most of
 * the body's text, else of `<body>`.
 */
export function extractHtml(html: string, pageUrl: URL): ExtractedPage {
  const document = loadHtml(html).root()[0]!;
  const scan = scanPage(document);
  const base = absolute(scan.baseHref, pageUrl) ?? pageUrl;
  const links: URL[] = [];
  for (const href of scan.hrefs) {
    const url = absolute(href, base);
    if (url) links.push(url);
  }
  const alternates: ExtractedPage['alternates'] = [];
  for (const { href, hreflang } of scan.alternates) {
    const url = absolute(href, base);
    const language = primaryLanguage(hreflang);
    if (url && language) alternates.push({ url, language });
  }
  const content = scan.main ?? (scan.articles.length === 1 ? scan.articles[0] : undefined);
  const body = scan.body ?? document;
  const main = content ? contentText(body, content) : mainText(body);
  const title = scan.title?.replace(/\s+/g, ' ').trim();
  // Every page repeats its sidebars and footer; the home page keeps them, under the site's name, so what is
  // printed only there (the office hours in a sidebar module, the VAT number, the phone) is known once. A
  // footer named only by its class is in the body's text already when the page marks no content.
  // A page with no text of its own (an application shell its scripts draw) is not read for them.
  const appShell = isAppShell(document, main.length);
  const home = isHomePage(pageUrl);
  const apart =
    main && !appShell && home
      ? [
          textApart(content ? scan.footers : scan.footers.filter((f) => !isMarkedFooter(f))),
          textApart(scan.asides),
        ]
          .filter(Boolean)
          .join('\n\n')
      : '';
  // What the page tells search engines and does not print: the hours a map widget draws, an FAQ's answers.
  const { details, faq } =
    main && !appShell
      ? structuredFacts(scan.structured, `${main}\n${apart}`, primaryLanguage(scan.lang), home)
      : { details: '', faq: '' };
  const business = [apart, details].filter(Boolean).join('\n\n');
  const text = [
    main,
    ...(business ? [`# ${siteName(title) ?? pageUrl.hostname}`, business] : []),
    ...(faq ? [faq] : []),
  ].join('\n\n');
  const published = /^((?:19|20)\d{2})-\d{2}-\d{2}/.exec(scan.publishedTime?.trim() ?? '')?.[1];
  return {
    title: title || /^#+ (.*)$/m.exec(main)?.[1] || pageUrl.pathname,
    text,
    language: primaryLanguage(scan.lang),
    alternates,
    links,
    canonical: absolute(scan.canonicalHref, base),
    refresh: parseMetaRefresh(scan.refresh, base),
    noindex: scan.robots.includes('noindex'),
    nofollow: scan.robots.includes('nofollow'),
    appShell,
    ...(published ? { published } : {}),
  };
}

/** The site's root, or a language's ('/', '/en/', '/it-it', '/index.html'). */
const HOME = /^\/(?:[a-z]{2}(?:[-_][a-z]{2})?\/?)?(?:(?:index|home)(?:\.\w+)?)?$/i;
const isHomePage = (url: URL) => HOME.test(url.pathname) && url.search === '';

/** The site's name a title ends with ('Orari | Studio Salute' → 'Studio Salute'), else the whole title. */
function siteName(title: string | undefined): string | undefined {
  return (
    title
      ?.split(/\s+[|–—·-]\s+/)
      .at(-1)
      ?.trim() || undefined
  );
}
