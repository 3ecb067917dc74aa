import { FetchError, type FetchSettings, fetchUrl } from '../net/http.fetcher.ts';
import { resolvedBase } from '../net/resolve-map.ts';
import { allowAll, parseRobots, type RobotsRules } from './robots.ts';

export interface OpenedSite {
  origin: URL;
  robots: RobotsRules;
}

/**
 * Finds how a site answers: https first, then http (a mapped host uses its target's scheme), reading
 * robots.txt on the way. Throws the first failure when no scheme answers at all.
 */
export async function openSite(host: string, settings: FetchSettings): Promise<OpenedSite> {
  const mapped = resolvedBase(settings.resolve, new URL(`http://${host}`).hostname);
  const schemes = mapped ? [mapped.protocol] : ['https:', 'http:'];
  let firstError: unknown;
  for (const scheme of schemes) {
    try {
      const res = await fetchUrl(new URL(`${scheme}//${host}/robots.txt`), {
        ...settings,
        maxBytes: 512 * 1024,
        accept: 'text/plain,*/*;q=0.5',
      });
      const origin = new URL(res.url.origin);
      const robots = res.status === 200 ? parseRobots(res.url, res.body.toString('utf8')) : allowAll;
      return { origin, robots };
    } catch (err) {
      const answered =
        err instanceof FetchError &&
        ['offsite_redirect', 'too_large', 'too_many_redirects'].includes(err.kind);
      // the server answered, just not with a usable robots.txt: read the site without one
      if (answered) return { origin: new URL(`${scheme}//${host}`), robots: allowAll };
      firstError ??= err;
      if (err instanceof FetchError && (err.kind === 'blocked' || err.kind === 'aborted')) break;
    }
  }
  throw firstError;
}
