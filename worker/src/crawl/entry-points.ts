import type { ExtractedPage } from '../extract/html.extract.ts';
import { isCrawlable, isSameSite, pageKey } from './site-url.ts';

/** The ways into a site a crawl tried, for a failure that says what it tried. */
export interface EntryPoints {
  home: URL;
  /** The addresses the home page was reached from (redirects, refreshes). */
  hops: URL[];
  sitemaps: URL[];
  /** Pages the sitemaps listed. */
  sitemapPages: number;
  /** Other pages of the site the home page links or refreshes to. */
  links: number;
  /** Versions of the home page in other languages, named by `hreflang`. */
  languageVersions: number;
  /** Pages fetched in all, the home page included. */
  pagesTried: number;
}

/** How many other pages of the site a home page leads to, by links and by `hreflang`. */
export function homeLeads(
  page: ExtractedPage | undefined,
  home: URL,
  site: string,
): Pick<EntryPoints, 'links' | 'languageVersions'> {
  const distinct = (urls: URL[]) => {
    const keys = new Set(urls.filter((u) => isSameSite(u, site) && isCrawlable(u)).map(pageKey));
    keys.delete(pageKey(home));
    return keys.size;
  };
  if (!page) return { links: 0, languageVersions: 0 };
  const links = page.refresh?.url ? [...page.links, page.refresh.url] : page.links;
  return { links: distinct(links), languageVersions: distinct(page.alternates.map((a) => a.url)) };
}

const pages = (n: number) => (n === 1 ? '1 page' : `${n} pages`);

/**
 * "the site has no readable text; tried the home page …, its sitemap …, its links … and its language
 * versions …", and the first error met on the way, if any.
 */
export function noTextReason(tried: EntryPoints, firstError?: string): string {
  const home = tried.hops.length
    ? `the home page ${tried.home.href} (reached from ${tried.hops[0]!.href})`
    : `the home page ${tried.home.href}`;
  const sitemap = tried.sitemapPages
    ? `the ${pages(tried.sitemapPages)} its sitemap lists`
    : `its sitemap (${tried.sitemaps.map((s) => s.href).join(', ') || 'none'}: no pages listed)`;
  const links = tried.links
    ? `the ${pages(tried.links)} it links to`
    : 'its links (none to another page of the site)';
  const languages = tried.languageVersions
    ? `the ${tried.languageVersions} language versions named by hreflang`
    : 'its language versions (none named by hreflang)';
  const read = tried.pagesTried > 1 ? `; ${pages(tried.pagesTried)} fetched, none with text` : '';
  const error = firstError ? `; first error: ${firstError}` : '';
  return `the site has no readable text; tried ${home}, ${sitemap}, ${links} and ${languages}${read}${error}`;
}
