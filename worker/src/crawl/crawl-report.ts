import {
  CRAWL_REPORT_MAX_SKIPPED,
  type CrawlReport,
  type CrawlSkipReason,
  type IngestedDocument,
} from '@vela/contracts';

/** The order skipped pages are listed in: the pages the cap left out are the ones worth showing first. */
const LISTED_FIRST: CrawlSkipReason[] = [
  'cap',
  'depth',
  'robots',
  'error',
  'offsite',
  'not_html',
  'no_text',
  'duplicate',
];

/** Collects why pages were left out, once per URL, and sums up a crawl's result. */
export class CrawlReportBuilder {
  private readonly skipped = new Map<string, CrawlSkipReason>();

  skip(url: URL, reason: CrawlSkipReason): void {
    if (!this.skipped.has(url.href)) this.skipped.set(url.href, reason);
  }

  /** `kept`: every page the crawl kept, unchanged ones included. */
  build(
    kept: Pick<IngestedDocument, 'source' | 'language'>[],
    start: URL,
    rendering: { rendered: string[]; renderingUnavailable: boolean },
  ): CrawlReport {
    const byLanguage: Record<string, number> = {};
    for (const { language } of kept) {
      const code = language ?? 'und';
      byLanguage[code] = (byLanguage[code] ?? 0) + 1;
    }
    const read = new Set(kept.map((d) => d.source));
    const skipped = [...this.skipped]
      .filter(([url]) => !read.has(url))
      .map(([url, reason]) => ({ url, reason }))
      .sort((a, b) => LISTED_FIRST.indexOf(a.reason) - LISTED_FIRST.indexOf(b.reason));
    return {
      start: start.href,
      pagesRead: kept.length,
      byLanguage,
      skipped: skipped.slice(0, CRAWL_REPORT_MAX_SKIPPED),
      skippedCount: skipped.length,
      rendered: [...new Set(rendering.rendered)],
      renderingUnavailable: rendering.renderingUnavailable,
    };
  }
}
