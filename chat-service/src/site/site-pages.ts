import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultSiteConfig, SITE_CONFIG_META, type SiteConfig } from '@vela/contracts';
import { PUBLIC_PAGE_PATHS_FOR_SERVER } from './public-paths.ts';

const DEFAULT_BRAND = defaultSiteConfig.brandName;

const escapeAttribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** Fills a built page with this server's settings: the config <meta>, the public origin and the brand name. */
export function personalise(html: string, site: SiteConfig): string {
  let out = html
    .replace(
      new RegExp(`<meta name="${SITE_CONFIG_META}" content="[^"]*"\\s*/?>`),
      `<meta name="${SITE_CONFIG_META}" content="${escapeAttribute(JSON.stringify(site))}">`,
    )
    .replaceAll('__VELA_ORIGIN__', site.origin);
  if (site.brandName !== DEFAULT_BRAND) out = out.replaceAll(DEFAULT_BRAND, escapeAttribute(site.brandName));
  return out;
}

/** The prerendered file of a public page (dist/pages/<path>/index.html), if the build made one. */
export function prerenderedFile(siteDir: string, requestPath: string): string | undefined {
  const clean = requestPath.replace(/\/+$/, '') || '/';
  if (!PUBLIC_PAGE_PATHS_FOR_SERVER.has(clean)) return undefined;
  const file = path.join(siteDir, 'pages', clean, 'index.html');
  return existsSync(file) ? file : undefined;
}

/** Reads and personalises each page once; the build does not change while the server runs. */
export function pageCache(site: SiteConfig) {
  const cache = new Map<string, string>();
  return (file: string): string => {
    let html = cache.get(file);
    if (html === undefined) {
      html = personalise(readFileSync(file, 'utf8'), site);
      cache.set(file, html);
    }
    return html;
  };
}
