import { z } from 'zod';
import type { CrawlReport } from './crawl-report.ts';
import type { KnownPage, PageVisit } from './freshness.ts';

/**
 * A training's job: chat-service enqueues it, the worker (in-process worker threads or `npm run worker`)
 * turns the training's source into clean text documents; chat-service chunks and indexes what comes back.
 */

/**
 * `BULLMQ_PREFIX`: the BullMQ key prefix of both queues. The server (producer and indexer) and every worker
 * read it the same way, so they meet on the same keys (tests isolate themselves with a fresh one).
 */
export const bullmqPrefixSchema = z
  .string()
  .regex(/^[\w.-]+$/, 'may hold letters, digits, dots, dashes and underscores')
  .default('bull');

/** BullMQ queue the worker consumes: one job per training (job id `training-<trainingId>`). */
export const INGEST_QUEUE = 'vela-ingest';
/** BullMQ queue chat-service nodes consume: finished documents to index (exactly one node indexes). */
export const INDEX_QUEUE = 'vela-index';

/** Page budget of a demo's crawl unless CRAWL_MAX_PAGES sets another. */
export const DEFAULT_DEMO_PAGE_LIMIT = 50;
/** The most pages one crawl may read. */
export const MAX_CRAWL_PAGE_LIMIT = 500;
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
/** The most pages of a PDF read: past it the file is refused before any text is extracted. */
export const MAX_PDF_PAGES = 2000;

/** What one training reads, and the training it reports to. */
export type TrainingJob =
  /** `language`: the pages of this language (`it`, `en`…) get the page budget first, the others what is left. */
  | {
      kind: 'crawl';
      trainingId: number;
      domain: string;
      maxPages: number;
      maxDepth: number;
      language?: string;
      /** What the last run kept: those pages are asked for conditionally and compared by their text's hash. */
      known?: KnownPage[];
    }
  | { kind: 'url'; trainingId: number; url: string; known?: KnownPage[] }
  /** The uploaded file travels by reference (`file`), never inside the job. */
  | { kind: 'document'; trainingId: number; filename: string; file: UploadRef }
  | { kind: 'text'; trainingId: number; title: string; text: string };

/**
 * Where an upload's bytes wait for its job. `redisKey`: raw bytes under their own Redis key (REDIS_URL:
 * a worker on any machine reads them there; the key expires, and is deleted once the job has ended);
 * `bytes`: the server's own copy, handed to a worker thread of the same process (embedded mode).
 */
export type UploadRef = { redisKey: string } | { bytes: Uint8Array };

/** One clean text document: a crawled page, an imported URL, or an uploaded file. */
export interface IngestedDocument {
  /** The page URL, or the file name for uploads. */
  source: string;
  title: string;
  /** Main text with headings kept as Markdown-style `#` lines, paragraphs separated by blank lines. */
  text: string;
  language?: string;
  /** A post's year, as its page declares it (`article:published_time`): what it says may have changed since. */
  published?: string;
}

/** What a training's job hands back to be indexed. */
export interface TrainingResult {
  trainingId: number;
  documents: IngestedDocument[];
  /** A crawl's account of the pages it read per language and the pages it skipped. */
  report?: CrawlReport;
  /**
   * Crawls and URL imports: every page this run kept. `documents` then holds only the new and changed
   * pages' text; an unchanged page keeps its chunks as they are.
   */
  pages?: PageVisit[];
  /** Sources of known pages that answered 404 or 410 this run. */
  gone?: string[];
}
