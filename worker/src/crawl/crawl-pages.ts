import { createHash } from 'node:crypto';
import type { IngestedDocument } from '@vela/contracts';
import type { FetchedResponse } from '../net/http.fetcher.ts';
import type { CrawlFrontier, FrontierEntry } from './crawl-frontier.ts';
import type { ReadPage } from './page.read.ts';
import type { RobotsRules } from './robots.ts';
import { isSameSite, pageKey } from './site-url.ts';

/**
 * The documents a crawl keeps: one per page, named by its canonical URL when it declares one on the
 * site, and none whose text another page already had.
 */
export class CrawlPages {
  readonly documents: IngestedDocument[] = [];
  private readonly hashes = new Set<string>();

  constructor(
    private readonly frontier: CrawlFrontier,
    private readonly robots: RobotsRules,
    private readonly site: string,
    private readonly limits: { maxPages: number; maxDepth: number },
  ) {}

  get full(): boolean {
    return this.documents.length >= this.limits.maxPages;
  }

  /** Queues the page's links and keeps its text unless it duplicates a page already kept. */
  accept(entry: FrontierEntry, res: FetchedResponse, read: Exclude<ReadPage, { kind: 'skipped' }>): void {
    const finalKey = pageKey(res.url);
    if (this.frontier.done.has(finalKey) || !this.robots.isAllowed(res.url)) return;
    if (read.kind === 'pdf') {
      this.keep([entry.key, finalKey], { ...read.document, source: res.url.href });
      return;
    }
    const { page } = read;
    if (!page.nofollow && entry.depth < this.limits.maxDepth) {
      for (const link of page.links) this.frontier.add(link, entry.depth + 1);
    }
    if (page.noindex || !page.text) return;
    const canonical = page.canonical && isSameSite(page.canonical, this.site) ? page.canonical : res.url;
    const canonicalKey = pageKey(canonical);
    if (this.frontier.done.has(canonicalKey)) return;
    this.frontier.claim(canonicalKey);
    this.keep([entry.key, finalKey, canonicalKey], {
      source: canonical.href,
      title: page.title,
      text: page.text,
      language: page.language,
    });
  }

  private keep(keys: string[], document: IngestedDocument): void {
    for (const key of keys) this.frontier.done.add(key);
    const hash = createHash('sha256').update(document.text).digest('hex');
    if (this.hashes.has(hash) || this.full) return;
    this.hashes.add(hash);
    this.documents.push(document);
  }
}
