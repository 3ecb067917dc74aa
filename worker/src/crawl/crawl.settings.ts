import type { PdfEngine } from '../documents/pdf.extract.ts';
import type { AddressPolicy } from '../net/address.policy.ts';
import type { LookupFunction } from '../net/guarded-agent.ts';
import type { ResolveMap } from '../net/resolve-map.ts';
import type { PageRenderer } from '../render/page-renderer.ts';

/** Everything a crawl or URL import needs besides its target; defaults in `withCrawlDefaults`. */
export interface CrawlSettings {
  resolve: ResolveMap;
  policy: AddressPolicy;
  lookup?: LookupFunction;
  /** Parallel requests to the site (1 whenever robots.txt sets a Crawl-delay). */
  concurrency: number;
  requestTimeoutMs: number;
  crawlTimeoutMs: number;
  maxResponseBytes: number;
  pdfEngine?: PdfEngine;
  /** Renders application shells; without one they are read as plain HTML and the report says so. */
  renderer?: PageRenderer;
  signal?: AbortSignal;
  onProgress?: (p: { done: number; total: number }) => void;
}

export const crawlDefaults = {
  concurrency: 4,
  requestTimeoutMs: 15_000,
  crawlTimeoutMs: 180_000,
  maxResponseBytes: 10 * 1024 * 1024,
} as const;
