import { createHash } from 'node:crypto';
import type { CrawlSkipReason, IngestedDocument } from '@vela/contracts';
import type { FetchedResponse } from '../net/http.fetcher.ts';
import type { CrawlFrontier, FrontierEntry } from './crawl-frontier.ts';
import type { ReadPage } from './page.read.ts';
import type { RobotsRules } from './robots.ts';
import type { SiteLanguages } from './site-languages.ts';
import { isSameSite, pageKey } from './site-url.ts';

export interface CrawlPagesDeps {
  frontier: CrawlFrontier;
  robots: RobotsRules;
  languages: SiteLanguages;
  site: string;
  limits: { maxPages: number; maxDepth: number };
}

/**
 * The documents a crawl keeps: one per page, named by its canonical URL when it declares one on the
 * site, and none whose text another page already had.
 */
export class CrawlPages {
  readonly documents: IngestedDocument[] = [];
  private readonly hashes = new Set<string>();

  constructor(private readonly deps: CrawlPagesDeps) {}

  get full(): boolean {
    return this.documents.length >= this.deps.limits.maxPages;
  }

  /**
   * Queues the page's links and keeps its text; answers why it kept nothing (a duplicate, a page robots.txt
   * forbids after a redirect, a page without text, or one read after the cap was reached).
   */
  accept(
    entry: FrontierEntry,
    res: FetchedResponse,
    read: Exclude<ReadPage, { kind: 'skipped' }>,
  ): CrawlSkipReason | undefined {
    const { frontier, robots, languages, site, limits } = this.deps;
    const finalKey = pageKey(res.url);
    if (frontier.done.has(finalKey)) return 'duplicate';
    if (!robots.isAllowed(res.url)) return 'robots';
    if (read.kind === 'pdf') {
      const language = languages.languageOf(res.url, { language: read.document.language, alternates: [] });
      return this.keep([entry.key, finalKey], {
        ...read.document,
        source: res.url.href,
        ...(language ? { language } : {}),
      });
    }
    const { page } = read;
    languages.notePage(res.url, page);
    // Links one step too deep are offered too: the frontier leaves them out and the report says why.
    if (!page.nofollow && entry.depth <= limits.maxDepth) {
      for (const link of page.links) frontier.add(link, entry.depth + 1);
      // a page without text may still be a way in: where it refreshes to, and its other languages
      if (!page.text) {
        if (page.refresh?.url) frontier.add(page.refresh.url, entry.depth + 1);
        for (const alternate of page.alternates) frontier.add(alternate.url, entry.depth + 1);
      }
    }
    if (page.noindex || !page.text) return 'no_text';
    const canonical = page.canonical && isSameSite(page.canonical, site) ? page.canonical : res.url;
    const canonicalKey = pageKey(canonical);
    if (frontier.done.has(canonicalKey)) return 'duplicate';
    frontier.claim(canonicalKey);
    return this.keep([entry.key, finalKey, canonicalKey], {
      source: canonical.href,
      title: page.title,
      text: page.text,
      language: languages.languageOf(res.url, page),
    });
  }

  private keep(keys: string[], document: IngestedDocument): CrawlSkipReason | undefined {
    for (const key of keys) this.deps.frontier.done.add(key);
    const hash = createHash('sha256').update(document.text).digest('hex');
    if (this.hashes.has(hash)) return 'duplicate';
    if (this.full) return 'cap';
    this.hashes.add(hash);
    this.documents.push(document);
    return undefined;
  }
}
