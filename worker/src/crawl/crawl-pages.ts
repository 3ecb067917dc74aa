import type { CrawlSkipReason, IngestedDocument, KnownPage, PageVisit } from '@vela/contracts';
import type { FetchedResponse } from '../net/http.fetcher.ts';
import type { CrawlFrontier, FrontierEntry } from './crawl-frontier.ts';
import type { KnownPages } from './known-pages.ts';
import type { ReadPage } from './page.read.ts';
import { textHash, unchangedVisit, type Validators, validatorsOf } from './page-visit.ts';
import type { RobotsRules } from './robots.ts';
import type { SiteLanguages } from './site-languages.ts';
import { isSameSite, pageKey } from './site-url.ts';

export interface CrawlPagesDeps {
  frontier: CrawlFrontier;
  robots: RobotsRules;
  languages: SiteLanguages;
  site: string;
  limits: { maxPages: number; maxDepth: number };
  /** What the last run kept: a page read now is new, changed or unchanged against it. */
  known: KnownPages;
}

/**
 * The pages a crawl keeps: one per page, named by its canonical URL when it declares one on the site, and
 * none whose text another page already had. New and changed pages come with their document; unchanged ones
 * (same source, same text as the last run) count as kept without one.
 */
export class CrawlPages {
  /** The text of the new and changed pages. */
  readonly documents: IngestedDocument[] = [];
  /** Every page kept, unchanged ones included. */
  readonly visits: PageVisit[] = [];
  private readonly hashes = new Set<string>();

  constructor(private readonly deps: CrawlPagesDeps) {}

  get full(): boolean {
    return this.visits.length >= this.deps.limits.maxPages;
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
      return this.keep([entry.key, finalKey], entry, res, {
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
    return this.keep([entry.key, finalKey, canonicalKey], entry, res, {
      source: canonical.href,
      title: page.title,
      text: page.text,
      language: languages.languageOf(res.url, page),
      ...(page.published ? { published: page.published } : {}),
    });
  }

  /**
   * Keeps a known page found unchanged without its text (a 304, or the sitemap's `lastmod`): its record
   * stands, with the validators `fresh` sent. Its links cannot be read again.
   */
  keepUnchanged(entry: FrontierEntry, known: KnownPage, fresh: Validators): CrawlSkipReason | undefined {
    const { frontier, languages, known: pages } = this.deps;
    const sourceKey = URL.canParse(known.source) ? pageKey(new URL(known.source)) : entry.key;
    if (frontier.done.has(sourceKey)) return 'duplicate';
    frontier.claim(sourceKey);
    languages.notePage(entry.url, { language: known.language, alternates: [] });
    const visit = unchangedVisit(known, fresh, pages.lastmodOf(entry.key, sourceKey));
    return this.record([entry.key, sourceKey], { ...visit, url: entry.url.href, depth: entry.depth });
  }

  private keep(
    keys: string[],
    entry: FrontierEntry,
    res: FetchedResponse,
    document: IngestedDocument,
  ): CrawlSkipReason | undefined {
    const hash = textHash(document.text);
    const known = this.deps.known.withSource(document.source);
    const lastmod = this.deps.known.lastmodOf(...keys);
    const visit: PageVisit = {
      url: entry.url.href,
      source: document.source,
      depth: entry.depth,
      ...validatorsOf(res),
      ...(lastmod ? { lastmod } : {}),
      hash,
      ...(document.language ? { language: document.language } : {}),
      state: !known ? 'new' : known.hash === hash ? 'unchanged' : 'changed',
    };
    return this.record(keys, visit, visit.state === 'unchanged' ? undefined : document);
  }

  private record(keys: string[], visit: PageVisit, document?: IngestedDocument): CrawlSkipReason | undefined {
    for (const key of keys) this.deps.frontier.done.add(key);
    if (this.hashes.has(visit.hash)) return 'duplicate';
    if (this.full) return 'cap';
    this.hashes.add(visit.hash);
    this.visits.push(visit);
    if (document) this.documents.push(document);
    return undefined;
  }
}
