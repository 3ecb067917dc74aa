import type { IngestedDocument, KnownPage, PageVisit } from '@vela/contracts';
import { abortedError, IngestError } from '../ingest.error.ts';
import { createGuardedAgent } from '../net/guarded-agent.ts';
import { FetchError, type FetchSettings, fetchUrl } from '../net/http.fetcher.ts';
import type { CrawlSettings } from './crawl.settings.ts';
import { PageReading } from './page-reading.ts';
import { conditionalHeaders, isGone, textHash, unchangedVisit, validatorsOf } from './page-visit.ts';
import { loadRobots } from './robots.ts';

export interface UrlImportTarget {
  url: string;
  /** The page as the last run kept it (at most one): asked for conditionally, compared by its text's hash. */
  known?: KnownPage[];
}

export interface UrlImportResult {
  /** The page's text, when it is new or changed. */
  document?: IngestedDocument;
  /** The page kept, new, changed or unchanged; empty when it is gone. */
  pages: PageVisit[];
  /** The known page's source, when its address answered 404 or 410. */
  gone: string[];
}

function unreadable(url: string, reason: string, retryable: boolean): IngestError {
  return new IngestError(`${url} could not be imported: ${reason}`, retryable, 'page_unreadable');
}

/**
 * Imports one page (or a PDF at a URL) with the crawl's rules: robots.txt, address guard, size cap. Given
 * the page as the last run kept it, asks for it conditionally: a 304 or the same text is an unchanged page
 * (no document), and a 404 or 410 says it is gone rather than failing.
 */
export async function importUrl(target: UrlImportTarget, settings: CrawlSettings): Promise<UrlImportResult> {
  const url = URL.canParse(target.url) ? new URL(target.url) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new IngestError('Please enter a valid URL', false, 'page_unreadable');
  }
  url.hash = '';
  const known = target.known?.[0];
  const dispatcher = createGuardedAgent({ policy: settings.policy, lookup: settings.lookup, connections: 2 });
  const fetchSettings: FetchSettings = {
    dispatcher,
    resolve: settings.resolve,
    timeoutMs: settings.requestTimeoutMs,
    maxBytes: settings.maxResponseBytes,
    signal: settings.signal,
  };
  const finish = (result: UrlImportResult) => {
    settings.onProgress?.({ done: 1, total: 1 });
    return result;
  };
  try {
    settings.onProgress?.({ done: 0, total: 1 });
    const robots = await loadRobots(url, fetchSettings);
    if (!robots.isAllowed(url))
      throw unreadable(url.href, 'robots.txt does not allow VelaBot to read it', false);
    const res = await fetchUrl(url, { ...fetchSettings, headers: conditionalHeaders(known) });
    if (known && res.status === 304) {
      return finish({ pages: [{ ...unchangedVisit(known, res, undefined), url: url.href }], gone: [] });
    }
    if (known && isGone(res.status)) return finish({ pages: [], gone: [known.source] });
    if (res.status !== 200) {
      throw unreadable(url.href, `the page answered ${res.status}`, res.status >= 500 || res.status === 429);
    }
    const reading = new PageReading(settings, {
      dispatcher,
      resolve: settings.resolve,
      maxBytes: settings.maxResponseBytes,
      signal: settings.signal,
    });
    const read = await reading.read(res);
    if (read.kind === 'skipped') throw unreadable(url.href, 'it is not a web page or a PDF', false);
    const document =
      read.kind === 'pdf'
        ? read.document
        : {
            source: res.url.href,
            title: read.page.title,
            text: read.page.text,
            language: read.page.language,
            ...(read.page.published ? { published: read.page.published } : {}),
          };
    if (!document.text.trim()) throw unreadable(url.href, 'no text was found on the page', false);
    const hash = textHash(document.text);
    const state = known?.source !== document.source ? 'new' : known.hash === hash ? 'unchanged' : 'changed';
    const page: PageVisit = {
      url: url.href,
      source: document.source,
      depth: 0,
      ...validatorsOf(res),
      hash,
      ...(document.language ? { language: document.language } : {}),
      state,
    };
    return finish({ ...(state === 'unchanged' ? {} : { document }), pages: [page], gone: [] });
  } catch (err) {
    if (settings.signal?.aborted) throw abortedError();
    if (err instanceof FetchError) {
      throw unreadable(url.href, err.message, err.kind === 'timeout' || err.kind === 'network');
    }
    throw err;
  } finally {
    await dispatcher.close().catch(() => {});
  }
}
