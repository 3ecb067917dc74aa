import type { IngestedDocument } from '@vela/contracts';
import { abortedError, IngestError } from '../ingest.error.ts';
import { createGuardedAgent } from '../net/guarded-agent.ts';
import { FetchError, type FetchSettings, fetchUrl } from '../net/http.fetcher.ts';
import type { CrawlSettings } from './crawl.settings.ts';
import { PageReading } from './page-reading.ts';
import { loadRobots } from './robots.ts';

function unreadable(url: string, reason: string, retryable: boolean): IngestError {
  return new IngestError(`${url} could not be imported: ${reason}`, retryable, 'page_unreadable');
}

/** Imports one page (or a PDF at a URL) with the crawl's rules: robots.txt, address guard, size cap. */
export async function importUrl(input: string, settings: CrawlSettings): Promise<IngestedDocument> {
  const url = URL.canParse(input) ? new URL(input) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new IngestError('Please enter a valid URL', false, 'page_unreadable');
  }
  url.hash = '';
  const dispatcher = createGuardedAgent({ policy: settings.policy, lookup: settings.lookup, connections: 2 });
  const fetchSettings: FetchSettings = {
    dispatcher,
    resolve: settings.resolve,
    timeoutMs: settings.requestTimeoutMs,
    maxBytes: settings.maxResponseBytes,
    signal: settings.signal,
  };
  try {
    settings.onProgress?.({ done: 0, total: 1 });
    const robots = await loadRobots(url, fetchSettings);
    if (!robots.isAllowed(url))
      throw unreadable(url.href, 'robots.txt does not allow VelaBot to read it', false);
    const res = await fetchUrl(url, fetchSettings);
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
          };
    if (!document.text.trim()) throw unreadable(url.href, 'no text was found on the page', false);
    settings.onProgress?.({ done: 1, total: 1 });
    return document;
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
