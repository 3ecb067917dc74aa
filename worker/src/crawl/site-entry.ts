import type { ExtractedPage } from '../extract/html.extract.ts';
import { FetchError, type FetchedResponse, type FetchSettings, fetchUrl } from '../net/http.fetcher.ts';
import type { ReadPage } from './page.read.ts';
import { loadRobots, type RobotsRules } from './robots.ts';
import { openSite } from './site-open.ts';
import { isSameSite } from './site-url.ts';

/** Redirects and refreshes followed before the first page: enough for http→https→www→/it/, not a loop. */
export const MAX_ENTRY_HOPS = 5;
/** A refresh that waits longer is a page to read, not a way in ("you will be redirected in 30 s"). */
export const MAX_REFRESH_DELAY_S = 5;

/** A page fetched and read. */
export interface FetchedPage {
  res: FetchedResponse;
  read: ReadPage;
}

export interface SiteEntry {
  /** The site's origin after the hops (or as its home page's canonical link names it): robots.txt and the sitemap are read there. */
  origin: URL;
  robots: RobotsRules;
  /** The page a browser lands on: the crawl's home page. */
  home: URL;
  /** The addresses passed through on the way, the typed home page first; empty when it answered at once. */
  hops: URL[];
  /** The home page as read on the way, or why it could not be; undefined when robots.txt forbids it. */
  first?: FetchedPage | { error: unknown };
}

/** The home page's HTML as read on the way in, if it was read as HTML. */
export function homePage(entry: SiteEntry): ExtractedPage | undefined {
  const first = entry.first;
  return first && 'read' in first && first.read.kind === 'html' ? first.read.page : undefined;
}

/** Where a page sends a browser at once: a near-immediate meta refresh to another address. */
function refreshTarget(url: URL, read: ReadPage): URL | undefined {
  const refresh = read.kind === 'html' ? read.page.refresh : undefined;
  if (!refresh?.url || refresh.delaySeconds > MAX_REFRESH_DELAY_S) return undefined;
  return refresh.url.href === url.href ? undefined : refresh.url;
}

/**
 * Goes where a browser goes before showing a site's first page: redirects (to a language folder, to
 * https, between www and the bare domain) and meta refreshes, one request per hop so the address guard
 * checks each, at most `MAX_ENTRY_HOPS`, never off the site; then the canonical link's origin when it is on
 * the site. robots.txt is read on every origin passed through, and a hop it forbids is not taken.
 * `read` reads each page (rendering it when it is an application shell). Throws only when the site does
 * not answer at all.
 */
export async function enterSite(
  host: string,
  site: string,
  settings: FetchSettings,
  read: (res: FetchedResponse) => Promise<ReadPage>,
): Promise<SiteEntry> {
  const opened = await openSite(host, settings);
  let { origin, robots } = opened;
  const robotsAt = async (next: URL) => {
    if (next.origin !== origin.origin) {
      origin = new URL(next.origin);
      robots = await loadRobots(origin, settings);
    }
  };
  const hops: URL[] = [];
  let url = new URL('/', origin);
  const land = (first?: SiteEntry['first']): SiteEntry => ({ origin, robots, home: url, hops, first });
  for (;;) {
    if (!robots.isAllowed(url)) return land();
    let res: FetchedResponse;
    let page: ReadPage | undefined;
    try {
      res = await fetchUrl(url, { ...settings, redirect: 'manual' });
      if (!res.location) page = await read(res);
    } catch (error) {
      return land({ error });
    }
    let next: URL;
    if (res.location) {
      next = res.location;
      if (!isSameSite(next, site)) {
        return land({
          error: new FetchError('offsite_redirect', `it redirects to another site (${next.host})`),
        });
      }
      if (hops.length >= MAX_ENTRY_HOPS) {
        return land({ error: new FetchError('too_many_redirects', 'it redirects too many times') });
      }
    } else {
      const target = page && refreshTarget(url, page);
      if (!page || !target || !isSameSite(target, site) || hops.length >= MAX_ENTRY_HOPS) {
        const canonical = page?.kind === 'html' ? page.page.canonical : undefined;
        if (canonical && isSameSite(canonical, site)) await robotsAt(canonical);
        return land(page && { res, read: page });
      }
      next = target;
    }
    hops.push(url);
    await robotsAt(next);
    url = next;
  }
}
