import type { PdfEngine } from './documents/pdf.extract.ts';
import type { LookupFunction } from './net/guarded-agent.ts';
import type { PageRenderer } from './render/page-renderer.ts';

/** How a job reaches the network and reports; the flags come from CRAWL_ALLOW_PRIVATE_HOSTS and CRAWL_RESOLVE. */
export interface IngestOptions {
  /** Let the crawler reach loopback and private addresses (tests only). */
  allowPrivateHosts: boolean;
  /** host -> base URL, like curl --resolve: requests for host go to the base, URLs stay the host's. */
  resolve: Record<string, string>;
  /** Pages read of pages known (crawl), or 0..1 of 1 for a single URL, file or text. */
  onProgress?: (p: { done: number; total: number }) => void;
  signal?: AbortSignal;
  maxPages?: number;
  maxDepth?: number;
  /** Parallel requests to one site (default 4). */
  concurrency?: number;
  requestTimeoutMs?: number;
  crawlTimeoutMs?: number;
  /** `auto`: poppler's pdftotext when installed, else pdf-parse. */
  pdfEngine?: PdfEngine;
  /**
   * Renders pages that are application shells (the pool's one Chromium); without one they are read as
   * plain HTML and the crawl report says rendering was unavailable.
   */
  renderer?: PageRenderer;
  /** Test seam for the address guard: a DNS lookup standing in for the system's. */
  lookup?: LookupFunction;
}
