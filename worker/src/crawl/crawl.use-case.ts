import type { CrawlReport, CrawlSkipReason, IngestedDocument, KnownPage, PageVisit } from '@vela/contracts';
import { abortedError, IngestError } from '../ingest.error.ts';
import { createGuardedAgent } from '../net/guarded-agent.ts';
import { FetchError, type FetchSettings, fetchUrl } from '../net/http.fetcher.ts';
import { runBounded } from './bounded-loop.ts';
import type { CrawlSettings } from './crawl.settings.ts';
import { crawlDeadline } from './crawl-deadline.ts';
import { CrawlFrontier, type FrontierEntry } from './crawl-frontier.ts';
import { CrawlPages } from './crawl-pages.ts';
import { CrawlReportBuilder } from './crawl-report.ts';
import { seedFrontier } from './crawl-seed.ts';
import { type EntryPoints, homeLeads, noTextReason } from './entry-points.ts';
import { KnownPages } from './known-pages.ts';
import { PageReading } from './page-reading.ts';
import { conditionalHeaders, isGone } from './page-visit.ts';
import { enterSite, type FetchedPage, homePage } from './site-entry.ts';
import { SiteLanguages } from './site-languages.ts';
import { isSameSite, pageKey, parseDomain, siteKey } from './site-url.ts';

export interface CrawlTarget {
  domain: string;
  maxPages: number;
  maxDepth: number;
  /** Pages in this language get the page budget first; the others get what is left. */
  language?: string;
  /** What the last run kept: read again first, asked for conditionally, compared by their text's hash. */
  known?: KnownPage[];
}

export interface CrawlResult {
  /** The text of the new and changed pages (every page kept, on a first run). */
  documents: IngestedDocument[];
  report: CrawlReport;
  /** Every page kept, unchanged ones included, with what the next run asks the site with. */
  pages: PageVisit[];
  /** Sources of known pages whose address answered 404 or 410. */
  gone: string[];
}

interface Reason {
  message: string;
  retryable: boolean;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const stop = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(stop, ms);
    signal.addEventListener('abort', stop, { once: true });
  });

function failure(domain: string, reason: string, retryable: boolean): IngestError {
  return new IngestError(`no pages could be read from ${domain}: ${reason}`, retryable, 'no_pages');
}

function skipReasonOf(err: unknown): CrawlSkipReason | undefined {
  if (err instanceof FetchError) {
    if (err.kind === 'aborted') return undefined;
    return err.kind === 'offsite_redirect' ? 'offsite' : 'error';
  }
  return err instanceof IngestError && err.code === 'no_text' ? 'no_text' : 'error';
}

function reasonOf(err: unknown): Reason | undefined {
  if (err instanceof FetchError)
    return { message: err.message, retryable: err.kind === 'timeout' || err.kind === 'network' };
  if (err instanceof IngestError)
    return err.code === 'no_text' ? undefined : { message: err.message, retryable: false };
  return { message: (err as Error)?.message ?? String(err), retryable: true };
}

/**
 * Reads a site breadth-first from its home page and sitemaps, the pages in the target's language first,
 * keeping to its host, robots.txt and the page and depth limits; returns one document per distinct page
 * (by canonical URL and by content) and a report of what was read per language and what was skipped.
 * Given the pages the last run kept, it asks only for what changed: a page the sitemap dates as before is
 * not requested, the others are asked for conditionally, and one answering 304 or with the same text is
 * kept unchanged, without a document.
 */
export async function crawlSite(target: CrawlTarget, settings: CrawlSettings): Promise<CrawlResult> {
  const host = parseDomain(target.domain);
  const site = siteKey(new URL(`http://${host}`).hostname);
  const deadline = crawlDeadline(settings.signal, settings.crawlTimeoutMs);
  const signal = deadline.signal;
  const dispatcher = createGuardedAgent({
    policy: settings.policy,
    lookup: settings.lookup,
    connections: settings.concurrency,
    connectTimeoutMs: settings.requestTimeoutMs,
  });
  const fetchSettings: FetchSettings = {
    dispatcher,
    resolve: settings.resolve,
    timeoutMs: settings.requestTimeoutMs,
    maxBytes: settings.maxResponseBytes,
    followRedirect: (url) => isSameSite(url, site),
    signal,
  };
  const fail = (reason: Reason) => {
    if (settings.signal?.aborted) return abortedError();
    if (deadline.timedOut) return failure(site, 'the site took too long to answer', true);
    return failure(site, reason.message, reason.retryable);
  };
  const reading = new PageReading(settings, {
    dispatcher,
    resolve: settings.resolve,
    maxBytes: settings.maxResponseBytes,
    signal,
  });
  try {
    const entry = await enterSite(host, site, fetchSettings, reading.read).catch((err: unknown) => {
      throw fail(reasonOf(err) ?? { message: String(err), retryable: true });
    });
    if (!entry.robots.isAllowed(entry.home)) {
      throw failure(site, 'robots.txt does not allow VelaBot to read it', false);
    }
    const capacity = Math.max(target.maxPages * 20, 200);
    const languages = new SiteLanguages();
    const skips = new CrawlReportBuilder();
    const frontier = new CrawlFrontier({
      site,
      maxDepth: target.maxDepth,
      capacity,
      allowed: entry.robots.isAllowed,
      preferred: target.language,
      languages,
      report: skips,
    });
    const known = new KnownPages(target.known);
    const seeded = await seedFrontier(frontier, entry, site, fetchSettings, capacity, known);
    const pages = new CrawlPages({ frontier, robots: entry.robots, languages, site, limits: target, known });
    const gone = new Set<string>();
    const reasons: Reason[] = [];
    let pagesTried = 0;
    const reportProgress = (running: number) => {
      const done = pages.visits.length;
      const total = Math.min(target.maxPages, done + frontier.pending + running);
      settings.onProgress?.({ done, total: Math.max(total, done) });
    };
    // the home page was read on the way in: its first visit takes that reading instead of asking again
    let first = entry.first;
    const firstKey = pageKey(entry.home);
    const readOnTheWay = (page: FrontierEntry) => first !== undefined && page.key === firstKey;
    const takeFirst = (page: FrontierEntry): FetchedPage | undefined => {
      if (!first || !readOnTheWay(page)) return undefined;
      const taken = first;
      first = undefined;
      if ('error' in taken) throw taken.error;
      return taken;
    };
    const fetchPage = async (page: FrontierEntry, asKnown?: KnownPage): Promise<FetchedPage> => {
      if (entry.robots.crawlDelayMs) await sleep(entry.robots.crawlDelayMs, signal);
      const res = await fetchUrl(page.url, { ...fetchSettings, headers: conditionalHeaders(asKnown) });
      return { res, read: await reading.read(res) };
    };
    const visit = async (page: FrontierEntry) => {
      const asKnown = known.atAddress(page.key);
      try {
        if (!readOnTheWay(page) && asKnown && known.listedUnchanged(page.key, asKnown)) {
          const skipped = pages.keepUnchanged(page, asKnown, {});
          if (skipped) skips.skip(page.url, skipped);
          return;
        }
        pagesTried++;
        const { res, read } = takeFirst(page) ?? (await fetchPage(page, asKnown));
        if (asKnown && isGone(res.status)) gone.add(asKnown.source);
        if (asKnown && res.status === 304) {
          const skipped = pages.keepUnchanged(page, asKnown, res);
          if (skipped) skips.skip(page.url, skipped);
          return;
        }
        if (read.kind === 'skipped') {
          skips.skip(page.url, read.cause);
          reasons.push({ message: read.reason, retryable: res.status >= 500 || res.status === 429 });
          return;
        }
        const skipped = pages.accept(page, res, read);
        if (skipped) skips.skip(page.url, skipped);
      } catch (err) {
        const skipped = skipReasonOf(err);
        if (skipped) skips.skip(page.url, skipped);
        const reason = reasonOf(err);
        if (reason) reasons.push(reason);
      } finally {
        frontier.settle(page);
      }
    };
    reportProgress(0);
    await runBounded({
      concurrency: entry.robots.crawlDelayMs ? 1 : settings.concurrency,
      next: () => frontier.next(),
      work: visit,
      stop: () => signal.aborted || pages.full,
      onSettled: reportProgress,
    });
    if (settings.signal?.aborted || pages.visits.length === 0) {
      const home = homePage(entry);
      if (!home) throw fail(reasons[0] ?? { message: 'the site has no readable text', retryable: false });
      const tried: EntryPoints = {
        home: entry.home,
        hops: entry.hops,
        sitemaps: seeded.sitemaps,
        sitemapPages: seeded.listed,
        ...homeLeads(home, entry.home, site),
        pagesTried,
      };
      throw fail({
        message: noTextReason(tried, reasons[0]?.message),
        retryable: reasons[0]?.retryable ?? false,
      });
    }
    settings.onProgress?.({ done: pages.visits.length, total: pages.visits.length });
    if (pages.full) for (const url of frontier.left) skips.skip(url, 'cap');
    return {
      documents: pages.documents,
      report: skips.build(pages.visits, entry.home, reading),
      pages: pages.visits,
      gone: [...gone],
    };
  } finally {
    deadline.dispose();
    await dispatcher.close().catch(() => {});
  }
}
