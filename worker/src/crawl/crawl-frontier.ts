import { pathLanguage } from '../extract/language-tag.ts';
import type { CrawlReportBuilder } from './crawl-report.ts';
import type { SiteLanguages } from './site-languages.ts';
import { isCrawlable, isSameSite, pageKey } from './site-url.ts';

export interface FrontierEntry {
  url: URL;
  key: string;
  depth: number;
  /** Arrival order, for breadth-first order among pages of the same depth. */
  order: number;
  /** The language its `/en/`-style path prefix names, if any. */
  prefix?: string;
  /** Taken while judged in the preferred language. */
  preferred?: boolean;
}

export interface FrontierOptions {
  site: string;
  maxDepth: number;
  /** Most page keys the frontier learns of; links past it are skipped for the cap. */
  capacity: number;
  allowed: (url: URL) => boolean;
  /** Pages judged in this language, or in none that can be told, are read before the others. */
  preferred?: string;
  languages: SiteLanguages;
  report: CrawlReportBuilder;
}

const earlier = (a: FrontierEntry, b: FrontierEntry) =>
  a.depth < b.depth || (a.depth === b.depth && a.order < b.order);

/**
 * The queue of a crawl: each page key enters once; `done` holds the keys already read. Pages of the
 * preferred language go first, breadth-first; the others wait until none is queued or being read, since a
 * page being read may still link to more of them. A page's language is judged when it is taken, so what
 * the pages read meanwhile taught about the site counts.
 */
export class CrawlFrontier {
  private readonly queue: FrontierEntry[] = [];
  private readonly known = new Set<string>();
  private arrivals = 0;
  private preferredReading = 0;
  readonly done = new Set<string>();

  constructor(private readonly options: FrontierOptions) {}

  /** Adds a link when it is on the site, readable, allowed by robots.txt, new and within depth. */
  add(url: URL, depth: number): void {
    const { site, maxDepth, capacity, allowed, languages, report } = this.options;
    if (!isSameSite(url, site) || !isCrawlable(url)) return;
    const key = pageKey(url);
    if (this.known.has(key)) return;
    if (depth > maxDepth) {
      // Left out unless it turns up closer to the home page later (the report drops pages read).
      report.skip(url, 'depth');
      return;
    }
    if (!allowed(url)) {
      report.skip(url, 'robots');
      return;
    }
    if (this.known.size >= capacity) {
      report.skip(url, 'cap');
      return;
    }
    this.known.add(key);
    languages.noteUrl(url);
    this.queue.push({ url, key, depth, order: this.arrivals++, prefix: pathLanguage(url) });
  }

  /** Marks a key as seen without fetching it (the target of a canonical link already read). */
  claim(key: string): void {
    this.known.add(key);
  }

  /** The next page to read; undefined while only other languages' pages wait and a preferred one is read. */
  next(): FrontierEntry | undefined {
    let first: number | undefined;
    let firstPreferred: number | undefined;
    for (let i = 0; i < this.queue.length; i++) {
      const entry = this.queue[i]!;
      if (this.done.has(entry.key)) {
        this.options.report.skip(entry.url, 'duplicate');
        this.queue.splice(i--, 1);
        continue;
      }
      if (first === undefined || earlier(entry, this.queue[first]!)) first = i;
      const isEarlier = firstPreferred === undefined || earlier(entry, this.queue[firstPreferred]!);
      if (isEarlier && this.isPreferred(entry)) firstPreferred = i;
    }
    const taken = firstPreferred ?? (this.preferredReading > 0 ? undefined : first);
    if (taken === undefined) return undefined;
    const [entry] = this.queue.splice(taken, 1);
    entry!.preferred = firstPreferred !== undefined;
    if (entry!.preferred) this.preferredReading++;
    return entry;
  }

  /** Tells the frontier a page taken from it has been read (or failed). */
  settle(entry: FrontierEntry): void {
    if (entry.preferred) this.preferredReading--;
  }

  /** Pages still queued, not read. */
  get left(): URL[] {
    return this.queue.filter((entry) => !this.done.has(entry.key)).map((entry) => entry.url);
  }

  get pending(): number {
    return this.queue.length;
  }

  private isPreferred(entry: FrontierEntry): boolean {
    if (this.options.preferred === undefined) return true;
    const language = this.options.languages.judgeKey(entry.key, entry.prefix);
    return language === undefined || language === this.options.preferred;
  }
}
