import type { CrawlReport, CrawlSkipReason, IngestedDocument } from '@vela/contracts';
import { abortedError, IngestError } from '../ingest.error.ts';
import { createGuardedAgent } from '../net/guarded-agent.ts';
import { FetchError, type FetchSettings, fetchUrl } from '../net/http.fetcher.ts';
import { runBounded } from './bounded-loop.ts';
import type { CrawlSettings } from './crawl.settings.ts';
import { CrawlFrontier, type FrontierEntry } from './crawl-frontier.ts';
import { CrawlPages } from './crawl-pages.ts';
import { CrawlReportBuilder } from './crawl-report.ts';
import { type EntryPoints, homeLeads, noTextReason } from './entry-points.ts';
import { PageReading } from './page-reading.ts';
import { enterSite, type FetchedPage, homePage, type SiteEntry } from './site-entry.ts';
import { SiteLanguages } from './site-languages.ts';
import { isSameSite, pageKey, parseDomain, siteKey } from './site-url.ts';
import { loadSitemapUrls } from './sitemap.ts';

export interface CrawlTarget {
  domain: string;
  maxPages: number;
  maxDepth: number;
  /** Pages in this language get the page budget first; the others get what is left. */
  language?: string;
}

export interface CrawlResult {
  documents: IngestedDocument[];
  report: CrawlReport;
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
 * Queues the page the site's entry led to (the addresses passed on the way count as read) and every
 * same-site page the sitemaps list (as one level below it); answers the sitemaps tried and what they listed.
 * Sitemaps robots.txt names on other hosts are ignored; when it names none on the site, /sitemap.xml is tried.
 */
async function seedFrontier(
  frontier: CrawlFrontier,
  entry: SiteEntry,
  site: string,
  settings: FetchSettings,
  capacity: number,
): Promise<{ sitemaps: URL[]; listed: number }> {
  frontier.add(entry.home, 0);
  for (const hop of entry.hops) frontier.claim(pageKey(hop));
  const onSite = (url: URL) => isSameSite(url, site);
  const declared = entry.robots.sitemaps
    .filter((s) => URL.canParse(s))
    .map((s) => new URL(s))
    .filter(onSite);
  const sitemaps = declared.length ? declared : [new URL('/sitemap.xml', entry.origin)];
  const listed = await loadSitemapUrls(sitemaps, settings, capacity, onSite);
  for (const url of listed) frontier.add(url, 1);
  return { sitemaps, listed: listed.length };
}

/**
 * Reads a site breadth-first from its home page and sitemaps, the pages in the target's language first,
 * keeping to its host, robots.txt and the page and depth limits; returns one document per distinct page
 * (by canonical URL and by content) and a report of what was read per language and what was skipped.
 */
export async function crawlSite(target: CrawlTarget, settings: CrawlSettings): Promise<CrawlResult> {
  const host = parseDomain(target.domain);
  const site = siteKey(new URL(`http://${host}`).hostname);
  const deadline = AbortSignal.timeout(settings.crawlTimeoutMs);
  const signal = settings.signal ? AbortSignal.any([settings.signal, deadline]) : deadline;
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
    if (deadline.aborted) return failure(site, 'the site took too long to answer', true);
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
    const seeded = await seedFrontier(frontier, entry, site, fetchSettings, capacity);
    const pages = new CrawlPages({ frontier, robots: entry.robots, languages, site, limits: target });
    const reasons: Reason[] = [];
    let pagesTried = 0;
    const reportProgress = (running: number) => {
      const known = Math.min(target.maxPages, pages.documents.length + frontier.pending + running);
      settings.onProgress?.({ done: pages.documents.length, total: Math.max(known, pages.documents.length) });
    };
    // the home page was read on the way in: its first visit takes that reading instead of asking again
    let first = entry.first;
    const firstKey = pageKey(entry.home);
    const fetchPage = async (page: FrontierEntry): Promise<FetchedPage> => {
      if (first && page.key === firstKey) {
        const taken = first;
        first = undefined;
        if ('error' in taken) throw taken.error;
        return taken;
      }
      if (entry.robots.crawlDelayMs) await sleep(entry.robots.crawlDelayMs, signal);
      const res = await fetchUrl(page.url, fetchSettings);
      return { res, read: await reading.read(res) };
    };
    const visit = async (page: FrontierEntry) => {
      pagesTried++;
      try {
        const { res, read } = await fetchPage(page);
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
    if (settings.signal?.aborted || pages.documents.length === 0) {
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
    settings.onProgress?.({ done: pages.documents.length, total: pages.documents.length });
    if (pages.full) for (const url of frontier.left) skips.skip(url, 'cap');
    return { documents: pages.documents, report: skips.build(pages.documents, entry.home, reading) };
  } finally {
    await dispatcher.close().catch(() => {});
  }
}
