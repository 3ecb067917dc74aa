import robotsParser from 'robots-parser';
import { type FetchSettings, fetchUrl } from '../net/http.fetcher.ts';
import { ROBOTS_AGENT } from '../net/user-agent.ts';

export interface RobotsRules {
  isAllowed(url: URL): boolean;
  /** Crawl-delay for our agent in milliseconds, 0 when none is set. */
  crawlDelayMs: number;
  sitemaps: string[];
}

export const allowAll: RobotsRules = { isAllowed: () => true, crawlDelayMs: 0, sitemaps: [] };

/** Rules from a robots.txt body; our agent's group applies, else the `*` group. */
export function parseRobots(robotsUrl: URL, text: string): RobotsRules {
  const robots = robotsParser(robotsUrl.href, text);
  const delay = Number(robots.getCrawlDelay(ROBOTS_AGENT) ?? 0);
  return {
    isAllowed: (url) => {
      const sameOrigin = new URL(url.pathname + url.search, robotsUrl);
      return robots.isAllowed(sameOrigin.href, ROBOTS_AGENT) !== false;
    },
    crawlDelayMs: Number.isFinite(delay) ? Math.min(Math.max(delay, 0), 30) * 1000 : 0,
    sitemaps: robots.getSitemaps(),
  };
}

/** Reads /robots.txt; a missing or unreadable file means everything may be read. */
export async function loadRobots(origin: URL, settings: FetchSettings): Promise<RobotsRules> {
  const robotsUrl = new URL('/robots.txt', origin);
  try {
    const res = await fetchUrl(robotsUrl, { ...settings, maxBytes: 512 * 1024, accept: 'text/plain' });
    return res.status === 200 ? parseRobots(res.url, res.body.toString('utf8')) : allowAll;
  } catch {
    return allowAll;
  }
}
