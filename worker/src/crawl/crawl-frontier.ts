import { isCrawlable, isSameSite, pageKey } from './site-url.ts';

export interface FrontierEntry {
  url: URL;
  key: string;
  depth: number;
}

/** The breadth-first queue of a crawl: each page key enters once; `done` holds the keys already read. */
export class CrawlFrontier {
  private readonly queue: FrontierEntry[] = [];
  private readonly known = new Set<string>();
  readonly done = new Set<string>();

  constructor(
    private readonly site: string,
    private readonly maxDepth: number,
    private readonly capacity: number,
    private readonly allowed: (url: URL) => boolean,
  ) {}

  /** Adds a link when it is on the site, readable, allowed by robots.txt, new and within depth. */
  add(url: URL, depth: number): void {
    if (depth > this.maxDepth || this.known.size >= this.capacity) return;
    if (!isSameSite(url, this.site) || !isCrawlable(url) || !this.allowed(url)) return;
    const key = pageKey(url);
    if (this.known.has(key)) return;
    this.known.add(key);
    this.queue.push({ url, key, depth });
  }

  /** Marks a key as seen without fetching it (the target of a canonical link already read). */
  claim(key: string): void {
    this.known.add(key);
  }

  next(): FrontierEntry | undefined {
    let entry = this.queue.shift();
    while (entry && this.done.has(entry.key)) entry = this.queue.shift();
    return entry;
  }

  get pending(): number {
    return this.queue.length;
  }
}
