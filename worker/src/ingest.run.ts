import {
  type IngestedDocument,
  MAX_DOCUMENT_BYTES,
  type TrainingJob,
  type TrainingResult,
} from '@vela/contracts';
import { type CrawlSettings, crawlDefaults } from './crawl/crawl.settings.ts';
import { crawlSite } from './crawl/crawl.use-case.ts';
import { importUrl } from './crawl/url-import.use-case.ts';
import { parseDocument } from './documents/document.parse.ts';
import { tidyText } from './extract/text-blocks.ts';
import { abortedError, documentMessages, IngestError } from './ingest.error.ts';
import type { IngestOptions } from './ingest.types.ts';
import { addressPolicy } from './net/address.policy.ts';

function crawlSettings(options: IngestOptions): CrawlSettings {
  return {
    resolve: options.resolve,
    policy: addressPolicy(options.allowPrivateHosts),
    lookup: options.lookup,
    concurrency: options.concurrency ?? crawlDefaults.concurrency,
    requestTimeoutMs: options.requestTimeoutMs ?? crawlDefaults.requestTimeoutMs,
    crawlTimeoutMs: options.crawlTimeoutMs ?? crawlDefaults.crawlTimeoutMs,
    maxResponseBytes: crawlDefaults.maxResponseBytes,
    pdfEngine: options.pdfEngine,
    renderer: options.renderer,
    signal: options.signal,
    onProgress: options.onProgress,
  };
}

async function single(
  options: IngestOptions,
  read: () => Promise<IngestedDocument>,
): Promise<{ documents: IngestedDocument[] }> {
  options.onProgress?.({ done: 0, total: 1 });
  const document = await read();
  options.onProgress?.({ done: 1, total: 1 });
  return { documents: [document] };
}

/** The upload's bytes, which the caller has loaded (the BullMQ worker reads them from their Redis key). */
function uploadOf(job: Extract<TrainingJob, { kind: 'document' }>): Buffer {
  if (!('bytes' in job.file)) throw new IngestError(documentMessages.uploadMissing, false, 'upload_missing');
  const { bytes } = job.file;
  if (bytes.byteLength > MAX_DOCUMENT_BYTES) {
    throw new IngestError(documentMessages.fileTooLarge, false, 'file_too_large');
  }
  // A thread receives a plain Uint8Array: a Buffer over the same memory, not a copy.
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

async function documentsOf(
  job: TrainingJob,
  options: IngestOptions,
): Promise<Pick<TrainingResult, 'documents' | 'report' | 'pages' | 'gone'>> {
  switch (job.kind) {
    case 'crawl':
      return crawlSite(
        {
          domain: job.domain,
          maxPages: options.maxPages ?? job.maxPages,
          maxDepth: options.maxDepth ?? job.maxDepth,
          ...(job.language ? { language: job.language } : {}),
          ...(job.known ? { known: job.known } : {}),
        },
        crawlSettings(options),
      );
    case 'url': {
      const { document, pages, gone } = await importUrl(
        { url: job.url, known: job.known },
        crawlSettings(options),
      );
      return { documents: document ? [document] : [], pages, gone };
    }
    case 'document':
      return single(options, () =>
        parseDocument(uploadOf(job), job.filename, {
          pdfEngine: options.pdfEngine,
          signal: options.signal,
        }),
      );
    case 'text':
      return single(options, async () => {
        const text = tidyText(job.text);
        if (!text) throw new IngestError(documentMessages.noText, false, 'no_text');
        return { source: job.title, title: job.title, text };
      });
  }
}

/**
 * Turns one job's source into clean text documents, in the calling thread. Crawls and URL imports also
 * answer every page they kept (`pages`) and the known pages gone (`gone`); their `documents` then hold
 * only the new and changed pages.
 */
export async function runIngestJob(job: TrainingJob, options: IngestOptions): Promise<TrainingResult> {
  if (options.signal?.aborted) throw abortedError();
  const { documents, report, pages, gone } = await documentsOf(job, options);
  if (options.signal?.aborted) throw abortedError();
  return {
    trainingId: job.trainingId,
    documents,
    ...(report ? { report } : {}),
    ...(pages ? { pages } : {}),
    ...(gone ? { gone } : {}),
  };
}
