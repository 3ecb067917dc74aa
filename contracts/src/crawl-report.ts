import { z } from 'zod';

/** Why a crawl left a page out of the knowledge. */
export const crawlSkipReasons = [
  'cap',
  'depth',
  'robots',
  'not_html',
  'error',
  'offsite',
  'no_text',
  'duplicate',
] as const;
export type CrawlSkipReason = (typeof crawlSkipReasons)[number];

/** At most this many skipped pages are listed (pages skipped for the cap first); `skippedCount` counts all. */
export const CRAWL_REPORT_MAX_SKIPPED = 200;

/** What a crawl read, per language, and what it left out and why. */
export const crawlReportSchema = z.object({
  /** The page the crawl started from: the home page, or where its redirects and meta refreshes led. */
  start: z.string().optional(),
  pagesRead: z.number().int(),
  /** Pages kept per language code (`it`, `en`…); `und` for pages whose language could not be told. */
  byLanguage: z.record(z.string(), z.number().int()),
  skipped: z.array(z.object({ url: z.string(), reason: z.enum(crawlSkipReasons) })),
  skippedCount: z.number().int(),
  /**
   * Pages whose HTML was an application shell drawn by scripts: rendered in a headless browser, or read
   * as plain HTML when `renderingUnavailable`. Absent from reports written before rendering existed.
   */
  rendered: z.array(z.string()).optional(),
  /** True when some pages needed rendering and no browser was available: their text may be missing. */
  renderingUnavailable: z.boolean().optional(),
});
export type CrawlReport = z.infer<typeof crawlReportSchema>;
