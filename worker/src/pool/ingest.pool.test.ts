import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { KnownPage, TrainingJob } from '@vela/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IngestError } from '../ingest.error.ts';
import { makeLongDocx } from '../test/bomb-documents.ts';
import { startChangingSite } from '../test/changing-site.ts';
import { makeLongPdf } from '../test/fixture-documents.ts';
import { createIngestPool, type IngestPool } from './ingest.pool.ts';

let pool: IngestPool;
let longPdf: Buffer;
beforeAll(async () => {
  pool = createIngestPool({ size: 2 });
  longPdf = await makeLongPdf(200);
});
afterAll(() => pool.close());

const pdfJob = (trainingId: number): TrainingJob => ({
  kind: 'document',
  trainingId,
  filename: 'manuale.pdf',
  file: { bytes: longPdf },
});
const options = { allowPrivateHosts: false, resolve: {}, pdfEngine: 'pdf-parse' as const };

describe('the ingestion thread pool', () => {
  it('parses a 200-page PDF while the caller’s event loop stays responsive', async () => {
    const delay = monitorEventLoopDelay({ resolution: 5 });
    const progress: { done: number; total: number }[] = [];
    const started = performance.now();
    delay.enable();
    const result = await pool.run(pdfJob(1), { ...options, onProgress: (p) => progress.push(p) });
    delay.disable();
    const parseMs = performance.now() - started;
    const longestStallMs = delay.max / 1e6;

    expect(result.documents[0]!.text).toContain('Pagina 200');
    expect(progress).toEqual([
      { done: 0, total: 1 },
      { done: 1, total: 1 },
    ]);
    // parsed on the caller's thread, pdf-parse stalls it for 8–13% of the parse; in the pool, about 1%
    expect(longestStallMs / parseMs).toBeLessThan(0.05);
  });

  it('runs more jobs than threads by queueing them, and returns each its own result', async () => {
    const jobs = [1, 2, 3, 4].map(
      (id): TrainingJob => ({ kind: 'text', trainingId: id, title: `Nota ${id}`, text: `Testo ${id}` }),
    );
    const results = await Promise.all(jobs.map((job) => pool.run(job, options)));
    expect(results.map((r) => r.documents[0]!.text)).toEqual(['Testo 1', 'Testo 2', 'Testo 3', 'Testo 4']);
  });

  it('carries a job’s known pages into the thread and its pages and gone pages back', async () => {
    const site = await startChangingSite();
    try {
      const job = (known?: KnownPage[]) =>
        pool.run(
          { kind: 'url', trainingId: 11, url: `http://${site.domain}/orari`, ...(known ? { known } : {}) },
          { ...options, allowPrivateHosts: true, resolve: { [site.domain]: site.baseUrl } },
        );
      const first = await job();
      expect(first.pages).toEqual([expect.objectContaining({ state: 'new', etag: expect.any(String) })]);
      const again = await job(first.pages);
      expect(again).toEqual({
        trainingId: 11,
        documents: [],
        pages: [{ ...first.pages![0], state: 'unchanged' }],
        gone: [],
      });
      expect(site.requests.map((r) => r.status)).toEqual([200, 304]);
    } finally {
      await site.close();
    }
  });

  it('passes a job’s readable failure back', async () => {
    const failure = await pool
      .run({ kind: 'text', trainingId: 5, title: 'Vuoto', text: '  ' }, options)
      .catch((e) => e as IngestError);
    expect(failure).toMatchObject({
      name: 'IngestError',
      message: 'No text could be found in this file.',
      retryable: false,
    });
  });

  it('abandons a job when its signal aborts, and keeps serving others', async () => {
    const controller = new AbortController();
    const running = pool.run(pdfJob(6), { ...options, signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(running).rejects.toMatchObject({ code: 'aborted' });
    const next = await pool.run({ kind: 'text', trainingId: 7, title: 'Dopo', text: 'Ancora qui' }, options);
    expect(next.documents[0]!.text).toBe('Ancora qui');
  });
});

describe('when a job runs its thread out of memory', () => {
  it('fails for good, in words a user can read, and a fresh thread takes the next job', async () => {
    // One thread of 64 MB: a real 6 MB-of-XML Word file needs about 500 MB to read.
    const small = createIngestPool({ size: 1, maxHeapMb: 64 });
    try {
      const heavy = await makeLongDocx(100_000);
      const job: TrainingJob = {
        kind: 'document',
        trainingId: 8,
        filename: 'registro.docx',
        file: { bytes: heavy },
      };
      const failure = await small.run(job, options).catch((e) => e as IngestError);
      expect(failure).toMatchObject({
        name: 'IngestError',
        message: 'This document is too large once unpacked. Please upload a smaller file.',
        code: 'out_of_memory',
        retryable: false,
      });
      const next = await small.run(
        { kind: 'text', trainingId: 9, title: 'Dopo', text: 'Ancora qui' },
        options,
      );
      expect(next.documents[0]!.text).toBe('Ancora qui');
    } finally {
      await small.close();
    }
  });
});
