import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { INDEX_QUEUE, INGEST_QUEUE, ingestMessages, type Training, type TrainingJob } from '@vela/contracts';
import { makePdf } from '@vela/worker/test/fixture-documents';
import {
  disallowedSecret,
  type FixtureSite,
  sitemapOnlyFact,
  startFixtureSite,
} from '@vela/worker/test/fixture-site';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../db/database.ts';
import type { KnowledgeScope } from '../knowledge/knowledge.scope.ts';
import { searchKnowledge } from '../knowledge/knowledge.search.ts';
import { openTestStorage } from '../knowledge/knowledge.test-storage.ts';
import { dialects } from '../test/test-app.ts';
import {
  REDIS_URL,
  silentLogger,
  startWorkerProcess,
  stopWorkerProcess,
  testConfig,
  waitForStatus,
} from './test/queue-harness.ts';
import { createTrainings, type ProgressDelivery } from './trainings.ts';

/** A queue in chat-service and a real worker process sharing a fresh BullMQ prefix. */
async function setUp(
  storage: Storage,
  site: { domain: string; baseUrl: string },
  intervals: { lockMs?: number; stalledMs?: number } = {},
) {
  const prefix = `vela-test-${randomUUID()}`;
  const resolve = `${site.domain}=${site.baseUrl}`;
  const config = testConfig(site.domain, site.baseUrl, { REDIS_URL });
  const queue = createTrainings({ config, db: storage.db, logger: silentLogger, prefix });
  const events: { id: number; status: Training['status']; done: number; delivery: ProgressDelivery }[] = [];
  queue.onProgress((_scope, t, delivery) =>
    events.push({ id: t.id, status: t.status, done: t.done, delivery }),
  );
  let worker = await startWorkerProcess({ prefix, resolve, ...intervals });
  return {
    prefix,
    queue,
    events,
    worker: () => worker,
    async restartWorker(signal: NodeJS.Signals) {
      await stopWorkerProcess(worker, signal);
      return async () => {
        worker = await startWorkerProcess({ prefix, resolve, ...intervals });
      };
    },
    async tearDown() {
      await stopWorkerProcess(worker);
      await queue.close();
      for (const name of [INGEST_QUEUE, INDEX_QUEUE]) {
        const q = new Queue(name, { connection: { url: REDIS_URL }, prefix });
        await q.obliterate({ force: true });
        await q.close();
      }
    },
  };
}

/** The Redis key a training's queued job names for its upload. */
async function uploadKeyOf(prefix: string, trainingId: number): Promise<string> {
  const jobs = new Queue<TrainingJob>(INGEST_QUEUE, { connection: { url: REDIS_URL }, prefix });
  const job = await jobs.getJob(`training-${trainingId}`);
  await jobs.close();
  if (job?.data.kind !== 'document' || !('redisKey' in job.data.file)) throw new Error('no upload key');
  return job.data.file.redisKey;
}

const redis = new Redis(REDIS_URL);
afterAll(() => redis.quit());

/** True once `key` is gone from Redis (the worker deletes an upload just after its job ends). */
async function gone(key: string, timeoutMs = 5000): Promise<boolean> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
    if ((await redis.exists(key)) === 0) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

async function chunkRows(storage: Storage, trainingId: number) {
  const { rows } = await sql<{ source: string; text: string }>`select source, text from knowledge_chunks
    where source_id = ${trainingId}`.execute(storage.db);
  return rows;
}

describe.each(dialects)(
  'the BullMQ queue with a worker process, on %s',
  (dialect) => {
    let site: FixtureSite;
    let storage: Storage;
    let env: Awaited<ReturnType<typeof setUp>>;

    beforeAll(async () => {
      site = await startFixtureSite();
      storage = await openTestStorage(dialect);
      env = await setUp(storage, site);
    });
    afterAll(async () => {
      await env.tearDown();
      await storage.close();
      await site.close();
    });

    it('crawls the fixture domain to a ready index that finds the sitemap-only fact and never the disallowed page', async () => {
      const scope: KnowledgeScope = { botId: 'forno' };
      const queued = await env.queue.submit(scope, { kind: 'crawl', domain: site.domain });
      expect(queued).toMatchObject({ status: 'queued', botId: 'forno', label: site.domain });
      const ready = await waitForStatus(env.queue, queued.id, ['ready', 'failed']);
      expect(ready).toMatchObject({ status: 'ready', error: null });
      expect(ready.chunkCount).toBeGreaterThan(30);
      // the crawl's report travels with its documents through the index queue
      expect(ready.report).toMatchObject({ pagesRead: ready.done, byLanguage: { it: expect.any(Number) } });

      const mine = env.events.filter((e) => e.id === queued.id);
      expect(mine[0]).toMatchObject({ status: 'queued', delivery: 'global' });
      const crawling = mine.filter((e) => e.status === 'crawling');
      expect(crawling.length).toBeGreaterThan(1);
      expect(crawling.every((e) => e.delivery === 'local')).toBe(true);
      expect(mine.slice(-2)).toMatchObject([
        { status: 'indexing', delivery: 'global' },
        { status: 'ready', delivery: 'global' },
      ]);

      const hits = await searchKnowledge(storage.db, scope, sitemapOnlyFact.question.it, 5);
      const fact = hits.find((h) => h.text.includes(sitemapOnlyFact.answer));
      expect(fact && new URL(fact.source).pathname).toBe(sitemapOnlyFact.path);
      const secret = await searchKnowledge(storage.db, scope, disallowedSecret, 20);
      expect(secret.some((h) => h.text.includes('GROSSO-7731') || h.source.includes('/area-riservata'))).toBe(
        false,
      );
    });

    it('retrying a finished crawl runs it again under the same job id and replaces its chunks, no duplicates', async () => {
      const scope: KnowledgeScope = { botId: 'again' };
      const first = await env.queue.submit(scope, { kind: 'crawl', domain: site.domain });
      const firstRun = await waitForStatus(env.queue, first.id, ['ready', 'failed']);
      const robotsBefore = site.requests.filter((r) => r.path === '/robots.txt').length;
      expect(await env.queue.retry(scope, first.id)).toMatchObject({ id: first.id, status: 'queued' });
      const again = await waitForStatus(env.queue, first.id, ['ready', 'failed']);
      expect(again).toMatchObject({ status: 'ready', chunkCount: firstRun.chunkCount });
      expect(site.requests.filter((r) => r.path === '/robots.txt').length).toBe(robotsBefore + 1);
      expect(await chunkRows(storage, first.id)).toHaveLength(firstRun.chunkCount);
    });

    it('retries a page that fails twice with backoff, then indexes it once', async () => {
      const scope: KnowledgeScope = { botId: 'flaky' };
      const url = `http://${site.domain}${site.pages.flaky}`;
      const training = await env.queue.submit(scope, { kind: 'url', url });
      const ready = await waitForStatus(env.queue, training.id, ['ready', 'failed'], 30_000);
      expect(ready).toMatchObject({ status: 'ready', error: null });
      expect(site.requests.filter((r) => r.path === site.pages.flaky)).toHaveLength(3);
      expect(await chunkRows(storage, training.id)).toHaveLength(ready.chunkCount);
      expect(env.events.filter((e) => e.id === training.id && e.status === 'failed')).toEqual([]);
    }, 40_000);

    it('fails a page that does not exist with a reason the user can read', async () => {
      const scope: KnowledgeScope = { botId: 'missing' };
      const url = `http://${site.domain}${site.pages.notFound}`;
      const training = await env.queue.submit(scope, { kind: 'url', url });
      const failed = await waitForStatus(env.queue, training.id, ['ready', 'failed']);
      expect(failed.status).toBe('failed');
      expect(failed.error).toMatch(/\S/);
      expect(env.events.filter((e) => e.id === training.id && e.status === 'failed')).toMatchObject([
        { delivery: 'local' },
      ]);
    });

    it('indexes an upload its worker read from Redis, deletes its key, and a retry finds the file again', async () => {
      const scope: KnowledgeScope = { botId: 'upload' };
      const pdf = await makePdf([['Listino 2027', 'La torta della nonna costa 18 euro intera.']]);
      const training = await env.queue.submit(scope, {
        kind: 'document',
        filename: 'listino.pdf',
        bytes: pdf,
      });
      const ready = await waitForStatus(env.queue, training.id, ['ready', 'failed']);
      expect(ready).toMatchObject({ status: 'ready', chunkCount: 1 });
      const firstKey = await uploadKeyOf(env.prefix, training.id);
      expect(await gone(firstKey)).toBe(true);

      expect(await env.queue.retry(scope, training.id)).toMatchObject({ status: 'queued' });
      const again = await waitForStatus(env.queue, training.id, ['ready', 'failed']);
      expect(again).toMatchObject({ status: 'ready', chunkCount: 1 });
      const [hit] = await searchKnowledge(storage.db, scope, 'quanto costa la torta della nonna?');
      expect(hit).toMatchObject({ source: 'listino.pdf', sourceId: training.id });
      const secondKey = await uploadKeyOf(env.prefix, training.id);
      expect(secondKey).not.toBe(firstKey);
      expect(await gone(secondKey)).toBe(true);
    });

    it('a crawl whose worker is killed mid-run is finished by a new worker, each chunk indexed once', async () => {
      const slowSite = await startFixtureSite({ latencyMs: 100 });
      // Short locks and stall checks: the killed worker's job is taken over in seconds rather than 30 s.
      const killed = await setUp(storage, slowSite, { lockMs: 2000, stalledMs: 1000 });
      try {
        const scope: KnowledgeScope = { demoId: 'killed' };
        const robots = () => slowSite.requests.filter((r) => r.path === '/robots.txt').length;
        const training = await killed.queue.submit(scope, { kind: 'crawl', domain: slowSite.domain });
        await new Promise<void>((resolve) => {
          const off = killed.queue.onProgress((_s, t) => {
            if (t.id === training.id && t.status === 'crawling' && t.done >= 3) {
              off();
              resolve();
            }
          });
        });
        const startNext = await killed.restartWorker('SIGKILL');
        await startNext();

        const ready = await waitForStatus(killed.queue, training.id, ['ready', 'failed'], 90_000);
        expect(ready.status).toBe('ready');
        expect(robots()).toBe(2); // the killed run, and the one that finished
        expect(ready.chunkCount).toBeGreaterThan(30);
        const rows = await chunkRows(storage, training.id);
        expect(rows).toHaveLength(ready.chunkCount);
        expect(new Set(rows.map((r) => `${r.source}\n${r.text}`)).size).toBe(rows.length);
        const hits = await searchKnowledge(storage.db, scope, sitemapOnlyFact.question.it, 5);
        expect(hits.some((h) => h.text.includes(sitemapOnlyFact.answer))).toBe(true);
      } finally {
        await killed.tearDown();
        await slowSite.close();
      }
    }, 120_000);
  },
  150_000,
);

describe('an upload gone from Redis before a worker took its job', () => {
  it('fails with a reason the user can read, and a retry stores the file again', async () => {
    const storage = await openTestStorage('sqlite');
    const prefix = `vela-test-${randomUUID()}`;
    const config = testConfig('x.test', 'http://127.0.0.1:9', { REDIS_URL });
    const trainings = createTrainings({ config, db: storage.db, logger: silentLogger, prefix });
    let worker: ChildProcess | undefined;
    try {
      const scope: KnowledgeScope = { botId: 'expired' };
      const bytes = Buffer.from('Orari\n\nAperti la domenica dalle 8 alle 13.\n');
      const training = await trainings.submit(scope, { kind: 'document', filename: 'orari.txt', bytes });
      await redis.del(await uploadKeyOf(prefix, training.id)); // as when its time to live has run out
      const failed = waitForStatus(trainings, training.id, ['ready', 'failed']);
      worker = await startWorkerProcess({ prefix, resolve: 'x.test=http://127.0.0.1:9' });
      expect(await failed).toMatchObject({ status: 'failed', error: ingestMessages.en.uploadMissing });

      await trainings.retry(scope, training.id);
      const ready = await waitForStatus(trainings, training.id, ['ready', 'failed']);
      expect(ready).toMatchObject({ status: 'ready', chunkCount: 1, error: null });
      expect(await searchKnowledge(storage.db, scope, 'domenica')).toHaveLength(1);
    } finally {
      if (worker) await stopWorkerProcess(worker);
      await trainings.close();
      for (const name of [INGEST_QUEUE, INDEX_QUEUE]) {
        const q = new Queue(name, { connection: { url: REDIS_URL }, prefix });
        await q.obliterate({ force: true });
        await q.close();
      }
      await storage.close();
    }
  }, 60_000);
});
