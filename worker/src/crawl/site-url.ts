const TRACKING = /^(utm_\w+|gclid|fbclid|mc_cid|mc_eid|ref|_ga)$/i;
const SKIPPED_EXTENSIONS =
  /\.(jpe?g|png|gif|webp|avif|svg|ico|bmp|tiff?|mp[34]|m4a|wav|ogg|webm|avi|mov|zip|gz|tgz|rar|7z|exe|dmg|apk|css|js|mjs|json|xml|rss|woff2?|ttf|eot|docx?|xlsx?|pptx?|csv)$/i;

/** A site is its host without `www.`: links between `www.shop.it` and `shop.it` stay inside it. */
export function siteKey(host: string): string {
  return host.toLowerCase().replace(/^www\./, '');
}

export function isSameSite(url: URL, site: string): boolean {
  return (url.protocol === 'http:' || url.protocol === 'https:') && siteKey(url.hostname) === site;
}

/** One key per page however it is linked: no scheme, fragment, tracking parameters or trailing slash. */
export function pageKey(url: URL): string {
  const params = [...url.searchParams]
    .filter(([name]) => !TRACKING.test(name))
    .sort(([a], [b]) => a.localeCompare(b));
  const query = params.length ? `?${new URLSearchParams(params).toString()}` : '';
  const path = url.pathname.replace(/\/+$/, '') || '/';
  return `${siteKey(url.hostname)}${url.port ? `:${url.port}` : ''}${path}${query}`;
}

/** Links worth fetching: pages and PDFs, not images, media, archives or assets. */
export function isCrawlable(url: URL): boolean {
  return !SKIPPED_EXTENSIONS.test(url.pathname);
}

/** Accepts `shop.it`, `https://www.shop.it/about` or `shop.it:8080`; returns the bare host (with port). */
export function parseDomain(input: string): string {
  const trimmed = input.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`;
  return new URL(withScheme).host.toLowerCase();
}
