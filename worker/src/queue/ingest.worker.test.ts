import { randomUUID } from 'node:crypto';
import {
  INDEX_QUEUE,
  INGEST_QUEUE,
  type TrainingJob,
  type TrainingProgress,
  type TrainingResult,
} from '@vela/contracts';
import { Queue, QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { makeDocxBomb, makeLongDocx } from '../test/bomb-documents.ts';
import { type FixtureSite, startFixtureSite } from '../test/fixture-site.ts';
import { startIngestWorker } from './ingest.worker.ts';

const REDIS_URL = 'redis://127.0.0.1:6379';
const connection = { url: REDIS_URL, maxRetriesPerRequest: null };
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const redis = new Redis(REDIS_URL);
afterAll(() => redis.quit());

/** A document job as chat-service queues it: the upload's raw bytes under a Redis key the job names. */
async function documentJob(trainingId: number, bytes: Buffer, filename = 'manuale.docx') {
  const redisKey = `vela-test-upload:${randomUUID()}`;
  await redis.set(redisKey, bytes, 'PX', 60_000);
  const job: TrainingJob = { kind: 'document', trainingId, filename, file: { redisKey } };
  return { job, redisKey };
}

/** Resolves once `key` is gone from Redis (the worker deletes an upload just after its job ends). */
async function gone(key: string, timeoutMs = 5000): Promise<boolean> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
    if ((await redis.exists(key)) === 0) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

/** A fresh key prefix, the fixture site, a worker and the two queues, all closed after the test. */
async function setUp(
  workerOptions: { lockDurationMs?: number; stalledIntervalMs?: number; threadHeapMb?: number } = {},
  latencyMs = 0,
) {
  const prefix = `vela-test-${randomUUID()}`;
  const site: FixtureSite = await startFixtureSite({ latencyMs });
  const ingest = new Queue<TrainingJob>(INGEST_QUEUE, { connection, prefix });
  const index = new Queue<TrainingResult>(INDEX_QUEUE, { connection, prefix });
  const events = new QueueEvents(INGEST_QUEUE, { connection, prefix });
  await events.waitUntilReady();
  const worker = startIngestWorker({
    connection: REDIS_URL,
    prefix,
    concurrency: 1,
    ingest: { allowPrivateHosts: true, resolve: { [site.domain]: site.baseUrl } },
    ...workerOptions,
  });
  cleanups.push(async () => {
    await worker.close();
    await ingest.obliterate({ force: true });
    await index.obliterate({ force: true });
    await Promise.all([events.close(), ingest.close(), index.close()]);
    await site.close();
  });
  return { site, ingest, index, events, worker, prefix };
}

describe('the BullMQ ingest worker', () => {
  it('crawls a queued domain, reports progress, and hands the documents to the index queue', async () => {
    const { site, ingest, index, events } = await setUp();
    const progress: TrainingProgress[] = [];
    events.on('progress', ({ data }) => progress.push(data as TrainingProgress));
    const job = await ingest.add(
      'crawl',
      { kind: 'crawl', trainingId: 7, domain: site.domain, maxPages: 50, maxDepth: 5 },
      { jobId: 'source-7' },
    );
    await job.waitUntilFinished(events, 30_000);

    const indexed = await index.getJob('index-7-source-7-0');
    expect(indexed?.name).toBe('crawl');
    expect(indexed?.data.trainingId).toBe(7);
    const paths = indexed!.data.documents.map((d) => new URL(d.source).pathname);
    expect(paths).toContain(site.pages.sitemapOnly);
    expect(paths).not.toContain(site.pages.disallowed);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toEqual({
      trainingId: 7,
      status: 'crawling',
      done: paths.length,
      total: paths.length,
    });
  });

  it('retries a job whose page fails twice, then indexes it once', async () => {
    const { site, ingest, index, events } = await setUp();
    const url = `http://${site.domain}${site.pages.flaky}`;
    const job = await ingest.add(
      'url',
      { kind: 'url', trainingId: 3, url },
      { jobId: 'source-3', attempts: 3, backoff: { type: 'fixed', delay: 20 } },
    );
    await job.waitUntilFinished(events, 30_000);

    const finished = await ingest.getJob('source-3');
    expect(finished?.attemptsMade).toBe(3);
    const indexed = await index.getJobs(['waiting', 'active', 'completed', 'delayed', 'prioritized']);
    expect(indexed.map((j) => j.id)).toEqual(['index-3-source-3-2']);
    expect(indexed[0]!.data.documents[0]).toMatchObject({ source: url, title: 'Offerte stagionali' });
  });

  it('fails a permanently broken job at once, with a message a user can read', async () => {
    const { site, ingest, index, events } = await setUp();
    const url = `http://${site.domain}${site.pages.notFound}`;
    const job = await ingest.add(
      'url',
      { kind: 'url', trainingId: 4, url },
      { jobId: 'source-4', attempts: 3, backoff: { type: 'fixed', delay: 20 } },
    );
    await expect(job.waitUntilFinished(events, 30_000)).rejects.toThrow(
      `${url} could not be imported: the page answered 404`,
    );

    const failed = await ingest.getJob('source-4');
    expect(failed?.attemptsMade).toBe(1);
    expect(await failed?.getState()).toBe('failed');
    expect(await index.count()).toBe(0);
  });
});

describe('an uploaded document', () => {
  const retries = { attempts: 3, backoff: { type: 'fixed' as const, delay: 20 } };

  it('is read from the Redis key its job names, handed on as text, and its key deleted', async () => {
    const { ingest, index, events } = await setUp();
    const bytes = Buffer.from('Orari\n\nAperti la domenica dalle 8 alle 13.\n');
    const { job: data, redisKey } = await documentJob(14, bytes, 'orari.txt');
    const job = await ingest.add('document', data, { jobId: 'training-14', ...retries });
    await job.waitUntilFinished(events, 30_000);

    expect(JSON.stringify((await ingest.getJob('training-14'))?.data)).not.toContain('domenica');
    const [indexed] = await index.getJobs(['waiting', 'active', 'completed', 'delayed', 'prioritized']);
    expect(indexed?.data).toMatchObject({ trainingId: 14, documents: [{ source: 'orari.txt' }] });
    expect(indexed?.data.documents[0]?.text).toContain('Aperti la domenica dalle 8 alle 13.');
    expect(await gone(redisKey)).toBe(true);
  });

  it('refused, fails at once and its key is deleted too', async () => {
    const { ingest, index, events } = await setUp();
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(512, 1),
    ]);
    const { job: data, redisKey } = await documentJob(15, png, 'foto.pdf');
    const job = await ingest.add('document', data, { jobId: 'training-15', ...retries });
    await expect(job.waitUntilFinished(events, 30_000)).rejects.toThrow(
      'Invalid file type. Please upload PDF, DOCX, or TXT files.',
    );
    expect(await index.count()).toBe(0);
    expect(await gone(redisKey)).toBe(true);
  });

  it('fails for good, with a reason the user can read, when its upload is no longer in Redis', async () => {
    const { ingest, index, events } = await setUp();
    const { job: data, redisKey } = await documentJob(16, Buffer.from('Nota'), 'nota.txt');
    await redis.del(redisKey);
    const job = await ingest.add('document', data, { jobId: 'training-16', ...retries });
    await expect(job.waitUntilFinished(events, 30_000)).rejects.toThrow(
      'The uploaded file is no longer available to the import. Please try again.',
    );
    expect((await ingest.getJob('training-16'))?.attemptsMade).toBe(1);
    expect(await index.count()).toBe(0);
  });
});

describe('a document that would exhaust the worker', () => {
  const retries = { attempts: 3, backoff: { type: 'fixed' as const, delay: 20 } };

  it('is refused on its first attempt when it would unpack too far, and nothing reaches the index queue', async () => {
    const { ingest, index, events } = await setUp();
    const job = await ingest.add('document', (await documentJob(11, await makeDocxBomb())).job, {
      jobId: 'source-11',
      ...retries,
    });
    await expect(job.waitUntilFinished(events, 30_000)).rejects.toThrow(
      'This document is too large once unpacked. Please upload a smaller file.',
    );
    const failed = await ingest.getJob('source-11');
    expect(failed?.attemptsMade).toBe(1);
    expect(await failed?.getState()).toBe('failed');
    expect(await index.count()).toBe(0);
  });

  it('is not tried again when it runs its thread out of memory, and the next job still runs', async () => {
    const { ingest, index, events } = await setUp({ threadHeapMb: 64 });
    const job = await ingest.add('document', (await documentJob(12, await makeLongDocx(100_000))).job, {
      jobId: 'source-12',
      ...retries,
    });
    await expect(job.waitUntilFinished(events, 30_000)).rejects.toThrow(
      'This document is too large once unpacked. Please upload a smaller file.',
    );
    expect((await ingest.getJob('source-12'))?.attemptsMade).toBe(1);
    expect(await index.count()).toBe(0);

    const next = await ingest.add('text', {
      kind: 'text',
      trainingId: 13,
      title: 'Nota',
      text: 'Ancora qui',
    });
    await next.waitUntilFinished(events, 30_000);
    expect(await index.count()).toBe(1);
  });
});

describe('when a worker dies mid-job', () => {
  it('another worker takes the stalled job over and its result is handed on once', async () => {
    const { site, ingest, index, events, worker, prefix } = await setUp({
      lockDurationMs: 3000,
      stalledIntervalMs: 1000,
    });
    const crawl: TrainingJob = {
      kind: 'crawl',
      trainingId: 9,
      domain: site.domain,
      maxPages: 50,
      maxDepth: 5,
    };
    const firstProgress = new Promise<void>((resolve) => events.once('progress', () => resolve()));
    const job = await ingest.add('crawl', crawl, { jobId: 'source-9', attempts: 3 });
    await firstProgress;
    await worker.close(true);

    const rescuer = startIngestWorker({
      connection: REDIS_URL,
      prefix,
      concurrency: 1,
      lockDurationMs: 3000,
      stalledIntervalMs: 1000,
      ingest: { allowPrivateHosts: true, resolve: { [site.domain]: site.baseUrl } },
    });
    cleanups.push(() => rescuer.close());
    await job.waitUntilFinished(events, 30_000);

    expect((await ingest.getJob('source-9'))?.stalledCounter).toBe(1);
    const indexed = await index.getJobs(['waiting', 'active', 'completed', 'delayed', 'prioritized']);
    expect(indexed).toHaveLength(1);
    expect(indexed[0]!.data.documents.map((d) => new URL(d.source).pathname)).toContain(
      site.pages.sitemapOnly,
    );
    // The rescuer is given 30 s to take the stalled job over: the test's own limit must outlast that wait.
  }, 40_000);
});
