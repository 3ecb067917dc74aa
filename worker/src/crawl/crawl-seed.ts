import type { FetchSettings } from '../net/http.fetcher.ts';
import type { CrawlFrontier } from './crawl-frontier.ts';
import type { KnownPages } from './known-pages.ts';
import type { SiteEntry } from './site-entry.ts';
import { isSameSite, pageKey } from './site-url.ts';
import { loadSitemapUrls } from './sitemap.ts';

/**
 * Queues the page the site's entry led to (the addresses passed on the way count as read), every
 * same-site page the sitemaps list (as one level below it) and the pages the last run kept (at the depth
 * they had: an unchanged page's links cannot be read again); answers the sitemaps tried and what they listed.
 * Sitemaps robots.txt names on other hosts are ignored; when it names none on the site, /sitemap.xml is tried.
 */
export async function seedFrontier(
  frontier: CrawlFrontier,
  entry: SiteEntry,
  site: string,
  settings: FetchSettings,
  capacity: number,
  known: KnownPages,
): Promise<{ sitemaps: URL[]; listed: number }> {
  frontier.add(entry.home, 0);
  for (const hop of entry.hops) frontier.claim(pageKey(hop));
  const onSite = (url: URL) => isSameSite(url, site);
  const declared = entry.robots.sitemaps
    .filter((s) => URL.canParse(s))
    .map((s) => new URL(s))
    .filter(onSite);
  const sitemaps = declared.length ? declared : [new URL('/sitemap.xml', entry.origin)];
  const listed = await loadSitemapUrls(sitemaps, settings, capacity, onSite);
  for (const { url } of listed) frontier.add(url, 1);
  known.noteSitemap(listed);
  for (const page of known.all) if (URL.canParse(page.url)) frontier.add(new URL(page.url), page.depth);
  return { sitemaps, listed: listed.length };
}
