/**
 * Like curl's `--resolve`: a request for a mapped host goes to the mapped base URL, while its URL and
 * Host header stay the domain's. `shop.test=http://127.0.0.1:4567,…` in CRAWL_RESOLVE.
 */
export type ResolveMap = Record<string, string>;

/** Parses `host=http://address:port` pairs separated by commas; throws on a malformed pair. */
export function parseResolveMap(raw: string | undefined): ResolveMap {
  const map: ResolveMap = {};
  for (const pair of (raw ?? '').split(',').filter((p) => p.trim())) {
    const [host, target] = pair.split('=').map((s) => s.trim());
    if (!host || !target || !URL.canParse(target) || !/^https?:$/.test(new URL(target).protocol)) {
      throw new Error(`'${pair}' is not host=http://address:port`);
    }
    map[host.toLowerCase()] = target.replace(/\/$/, '');
  }
  return map;
}

/** The base URL a host's requests really go to, or undefined when it is not mapped. */
export function resolvedBase(map: ResolveMap, host: string): URL | undefined {
  const target = map[host.toLowerCase()];
  return target ? new URL(target) : undefined;
}
