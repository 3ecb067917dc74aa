import type { ExtractedPage } from '../extract/html.extract.ts';
import { pathLanguage } from '../extract/language-tag.ts';
import { pageKey } from './site-url.ts';

/**
 * What a crawl has learnt of a site's languages: the `hreflang` of pages named by pages already read,
 * the `/en/`-style path prefixes it uses, and the language of the pages outside those prefixes.
 */
export class SiteLanguages {
  /** page key → the language an `hreflang` alternate gave it */
  private readonly named = new Map<string, string>();
  private readonly prefixes = new Set<string>();
  /** prefixes a page under them declared, by `<html lang>` or `hreflang`, to be in their language */
  private readonly confirmed = new Set<string>();
  /** `<html lang>` of the pages read outside any language prefix, counted */
  private readonly unprefixed = new Map<string, number>();
  /** the most common of them */
  private outsideLanguage: string | undefined;

  /** Notes a URL the crawl met: its path prefix may name a language. */
  noteUrl(url: URL): void {
    const prefix = pathLanguage(url);
    if (prefix) this.prefixes.add(prefix);
  }

  /** Learns from a page read: its own language and the alternates it names. */
  notePage(url: URL, page: Pick<ExtractedPage, 'language' | 'alternates'>): void {
    this.noteUrl(url);
    for (const alternate of page.alternates) {
      this.noteUrl(alternate.url);
      this.named.set(pageKey(alternate.url), alternate.language);
      if (pathLanguage(alternate.url) === alternate.language) this.confirmed.add(alternate.language);
    }
    if (!page.language) return;
    const prefix = pathLanguage(url);
    if (prefix === page.language) this.confirmed.add(prefix);
    if (prefix) return;
    const count = (this.unprefixed.get(page.language) ?? 0) + 1;
    this.unprefixed.set(page.language, count);
    if (count > (this.unprefixed.get(this.outsideLanguage ?? '') ?? 0)) this.outsideLanguage = page.language;
  }

  /**
   * A page's language judged before reading it: the `hreflang` a page read gave it, else its path prefix,
   * else, on a site whose translations live under prefixes, the language of its pages outside them.
   */
  judge(url: URL): string | undefined {
    return this.judgeKey(pageKey(url), pathLanguage(url));
  }

  /** `judge` for a page whose key and path prefix language are known already (the frontier's entries). */
  judgeKey(key: string, prefix: string | undefined): string | undefined {
    const named = this.named.get(key);
    if (named) return named;
    if (prefix) return this.trusts(prefix) ? prefix : undefined;
    return this.usesPrefixes() ? this.outsideLanguage : undefined;
  }

  /** A page's language once read: `<html lang>`, else its path prefix, else the `hreflang` naming it. */
  languageOf(url: URL, page: Pick<ExtractedPage, 'language' | 'alternates'>): string | undefined {
    const key = pageKey(url);
    return (
      page.language ??
      this.trustedPrefix(url) ??
      page.alternates.find((alternate) => pageKey(alternate.url) === key)?.language ??
      this.named.get(key)
    );
  }

  /**
   * A path prefix counts as a language once a page confirms it or the site uses two of them: a lone
   * `/id/` or `/hr/` on a one-language site is a section, not Indonesian or Croatian.
   */
  private trusts(prefix: string): boolean {
    return this.confirmed.has(prefix) || this.prefixes.size >= 2;
  }

  private trustedPrefix(url: URL): string | undefined {
    const prefix = pathLanguage(url);
    return prefix && this.trusts(prefix) ? prefix : undefined;
  }

  private usesPrefixes(): boolean {
    return this.confirmed.size > 0 || this.prefixes.size >= 2;
  }
}
