import { gunzipSync } from 'node:zlib';
import { load } from 'cheerio';
import { type FetchSettings, fetchUrl } from '../net/http.fetcher.ts';

const MAX_SITEMAPS = 20;

/** A page a sitemap lists, with its `<lastmod>` when the sitemap gives one. */
export interface SitemapPage {
  url: URL;
  lastmod?: string;
}

function unzipIfNeeded(body: Buffer): string {
  const gzipped = body[0] === 0x1f && body[1] === 0x8b;
  return (gzipped ? gunzipSync(body, { maxOutputLength: 50 * 1024 * 1024 }) : body).toString('utf8');
}

/**
 * Pages listed by the site's sitemaps, with their `<lastmod>` when given, following sitemap indexes and
 * gzip; stops at `limit` URLs.
 * Only sitemaps on the site's own hosts are requested, and redirects off them are not followed: robots.txt
 * and sitemap indexes are written by the site, and must not make the crawler request other hosts.
 * Unreadable sitemaps are skipped: a sitemap only adds pages to a crawl.
 */
export async function loadSitemapUrls(
  start: URL[],
  settings: FetchSettings,
  limit: number,
  ownHost: (url: URL) => boolean,
): Promise<SitemapPage[]> {
  const queue = [...start];
  const seen = new Set<string>();
  const pages: SitemapPage[] = [];
  while (queue.length && seen.size < MAX_SITEMAPS && pages.length < limit) {
    const sitemap = queue.shift()!;
    if (seen.has(sitemap.href) || !ownHost(sitemap)) continue;
    seen.add(sitemap.href);
    try {
      const res = await fetchUrl(sitemap, {
        ...settings,
        followRedirect: ownHost,
        accept: 'application/xml,text/xml,*/*;q=0.5',
      });
      if (res.status !== 200) continue;
      const $ = load(unzipIfNeeded(res.body), { xml: true });
      for (const loc of $('sitemapindex > sitemap > loc').toArray()) {
        if (URL.canParse($(loc).text().trim())) queue.push(new URL($(loc).text().trim()));
      }
      for (const entry of $('urlset > url').toArray()) {
        const href = $(entry).children('loc').first().text().trim();
        if (!URL.canParse(href) || pages.length >= limit) continue;
        const lastmod = $(entry).children('lastmod').first().text().trim();
        pages.push(lastmod ? { url: new URL(href), lastmod } : { url: new URL(href) });
      }
    } catch {
      // an unreadable sitemap only means fewer starting points
    }
  }
  return pages;
}
