import type { KnownPage } from '@vela/contracts';
import { pageKey } from './site-url.ts';
import type { SitemapPage } from './sitemap.ts';

const keyOf = (href: string) => (URL.canParse(href) ? pageKey(new URL(href)) : undefined);

/**
 * What the last run of a crawl kept, found by the address each page was fetched at or by its source, and
 * what the sitemaps say of the pages now.
 */
export class KnownPages {
  private readonly byAddress = new Map<string, KnownPage>();
  private readonly bySource = new Map<string, KnownPage>();
  private readonly lastmods = new Map<string, string>();

  constructor(readonly all: KnownPage[] = []) {
    for (const page of all) {
      const key = keyOf(page.url);
      if (key) this.byAddress.set(key, page);
      this.bySource.set(page.source, page);
    }
  }

  /** Notes the `<lastmod>` the sitemaps give the pages they list. */
  noteSitemap(pages: SitemapPage[]): void {
    for (const { url, lastmod } of pages) if (lastmod) this.lastmods.set(pageKey(url), lastmod);
  }

  /** The known page fetched at this address last time. */
  atAddress(key: string): KnownPage | undefined {
    return this.byAddress.get(key);
  }

  /** The known page whose document had this source: the one a page read now replaces or confirms. */
  withSource(source: string): KnownPage | undefined {
    return this.bySource.get(source);
  }

  /** The sitemap's `<lastmod>` for the first of these page keys it lists. */
  lastmodOf(...keys: string[]): string | undefined {
    for (const key of keys) {
      const lastmod = this.lastmods.get(key);
      if (lastmod) return lastmod;
    }
    return undefined;
  }

  /** Whether the sitemap dates the page as it did when the page was read: then it is not asked for again. */
  listedUnchanged(key: string, known: KnownPage): boolean {
    return known.lastmod !== undefined && this.lastmods.get(key) === known.lastmod;
  }
}
