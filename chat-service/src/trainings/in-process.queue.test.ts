import type { Training } from '@vela/contracts';
import { createIngestPool, type IngestPool } from '@vela/worker';
import { makePdf } from '@vela/worker/test/fixture-documents';
import {
  disallowedSecret,
  type FixtureSite,
  sitemapOnlyFact,
  startFixtureSite,
} from '@vela/worker/test/fixture-site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../db/database.ts';
import type { KnowledgeScope } from '../knowledge/knowledge.scope.ts';
import { searchKnowledge } from '../knowledge/knowledge.search.ts';
import { openTestStorage } from '../knowledge/knowledge.test-storage.ts';
import { dialects } from '../test/test-app.ts';
import { createInProcessQueue, type InProcessQueueDeps } from './in-process.queue.ts';
import { silentLogger, testConfig, waitForStatus } from './test/queue-harness.ts';
import { listTrainings } from './training.repository.ts';
import { createTrainings, openTrainings, type ProgressDelivery, type TrainingService } from './trainings.ts';

/** The trainings feature over an in-process queue built from `deps`. */
const inProcessTrainings = (db: Storage['db'], deps: InProcessQueueDeps) =>
  openTrainings({ db, logger: silentLogger }, (reports) => createInProcessQueue(deps, reports));

describe.each(dialects)(
  'the in-process queue on %s',
  (dialect) => {
    let site: FixtureSite;
    let storage: Storage;
    let queue: TrainingService;
    const seen: { id: number; status: Training['status']; done: number; delivery: ProgressDelivery }[] = [];

    beforeAll(async () => {
      site = await startFixtureSite();
      storage = await openTestStorage(dialect);
      queue = createTrainings({
        config: testConfig(site.domain, site.baseUrl),
        db: storage.db,
        logger: silentLogger,
      });
      queue.onProgress((_scope, t, delivery) =>
        seen.push({ id: t.id, status: t.status, done: t.done, delivery }),
      );
    });
    afterAll(async () => {
      await queue.close();
      await storage.close();
      await site.close();
    });

    it('crawls the fixture domain to a ready index that finds the sitemap-only fact and never the disallowed page', async () => {
      const scope: KnowledgeScope = { demoId: 'forno' };
      const queued = await queue.submit(scope, { kind: 'crawl', domain: site.domain });
      expect(queued).toMatchObject({
        kind: 'crawl',
        label: site.domain,
        status: 'queued',
        demoId: 'forno',
        botId: null,
      });
      const ready = await waitForStatus(queue, queued.id, ['ready', 'failed']);
      expect(ready).toMatchObject({ status: 'ready', error: null });
      expect(ready.chunkCount).toBeGreaterThan(30);
      expect(ready.done).toBe(ready.total);
      expect(ready.report).toMatchObject({ pagesRead: ready.done, byLanguage: { it: expect.any(Number) } });

      const statuses = seen.filter((e) => e.id === queued.id).map((e) => e.status);
      expect(statuses[0]).toBe('queued');
      expect(statuses).toContain('crawling');
      expect(statuses.slice(-2)).toEqual(['indexing', 'ready']);
      expect(seen.every((e) => e.delivery === 'global')).toBe(true);
      const crawled = seen.filter((e) => e.id === queued.id && e.status === 'crawling').map((e) => e.done);
      expect(crawled).toEqual([...crawled].sort((a, b) => a - b));

      const hits = await searchKnowledge(storage.db, scope, sitemapOnlyFact.question.it, 5);
      const fact = hits.find((h) => h.text.includes(sitemapOnlyFact.answer));
      expect(fact && new URL(fact.source).pathname).toBe(sitemapOnlyFact.path);
      const secret = await searchKnowledge(storage.db, scope, disallowedSecret, 20);
      expect(secret.length).toBeGreaterThan(0);
      expect(secret.some((h) => h.text.includes('GROSSO-7731') || h.source.includes('/area-riservata'))).toBe(
        false,
      );
      expect(await listTrainings(storage.db, scope)).toEqual([ready]);
    });

    it('indexes an uploaded PDF, and fails a file of the wrong type with the spec message and no chunks', async () => {
      const scope: KnowledgeScope = { botId: 'docs' };
      const pdf = await makePdf([['Listino 2027', 'La torta della nonna costa 18 euro intera.']]);
      const good = await queue.submit(scope, { kind: 'document', filename: 'listino.pdf', bytes: pdf });
      expect(await waitForStatus(queue, good.id, ['ready', 'failed'])).toMatchObject({
        status: 'ready',
        chunkCount: 1,
        label: 'listino.pdf',
      });
      const [hit] = await searchKnowledge(storage.db, scope, 'quanto costa la torta della nonna?');
      expect(hit).toMatchObject({ source: 'listino.pdf', sourceId: good.id });

      const png = Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.alloc(2048, 1),
      ]);
      const bad = await queue.submit(scope, { kind: 'document', filename: 'foto.pdf', bytes: png });
      const failed = await waitForStatus(queue, bad.id, ['ready', 'failed']);
      expect(failed).toMatchObject({
        status: 'failed',
        chunkCount: 0,
        error: 'Invalid file type. Please upload PDF, DOCX, or TXT files.',
      });
      expect(
        (await searchKnowledge(storage.db, scope, 'torta nonna', 10)).every((h) => h.sourceId === good.id),
      ).toBe(true);
    });

    it('a retry of an uploaded document reads its file again', async () => {
      const scope: KnowledgeScope = { botId: 'again' };
      const pdf = await makePdf([['Orari', 'Aperti la domenica dalle 8 alle 13.']]);
      const first = await queue.submit(scope, { kind: 'document', filename: 'orari.pdf', bytes: pdf });
      expect(await waitForStatus(queue, first.id, ['ready', 'failed'])).toMatchObject({ status: 'ready' });
      expect(await queue.retry(scope, first.id)).toMatchObject({ status: 'queued' });
      const again = await waitForStatus(queue, first.id, ['ready', 'failed']);
      expect(again).toMatchObject({ status: 'ready', chunkCount: 1, error: null });
      const [hit] = await searchKnowledge(storage.db, scope, 'domenica');
      expect(hit).toMatchObject({ source: 'orari.pdf', sourceId: first.id });
    });

    it('re-indexes the company information in place: one training, the new text served, the old gone', async () => {
      const scope: KnowledgeScope = { botId: 'company' };
      const first = await queue.submit(scope, {
        kind: 'text',
        title: 'Company information',
        text: 'Spediamo in tutta Italia con corriere espresso.',
      });
      expect(await waitForStatus(queue, first.id, ['ready', 'failed'])).toMatchObject({
        status: 'ready',
        kind: 'text',
        label: 'Company information',
      });
      const again = await queue.submit(
        scope,
        {
          kind: 'text',
          title: 'Company information',
          text: 'Ritiro solo in negozio, niente spedizioni con corriere.',
        },
        { replacing: first.id },
      );
      expect(again).toMatchObject({ id: first.id, status: 'queued' });
      await waitForStatus(queue, first.id, ['ready', 'failed']);
      expect(await searchKnowledge(storage.db, scope, 'espresso Italia')).toEqual([]);
      const [hit] = await searchKnowledge(storage.db, scope, 'corriere');
      expect(hit?.text).toBe('Ritiro solo in negozio, niente spedizioni con corriere.');
      expect(await listTrainings(storage.db, scope)).toHaveLength(1);
    });

    it("refuses to replace, retry or remove another scope's training", async () => {
      const mine = await queue.submit(
        { botId: 'owner' },
        { kind: 'text', title: 'Company information', text: 'Orari: sempre aperti.' },
      );
      await waitForStatus(queue, mine.id, ['ready', 'failed']);
      const other: KnowledgeScope = { botId: 'intruder' };
      await expect(queue.retry(other, mine.id)).rejects.toMatchObject({ code: 'not_found' });
      await expect(queue.remove(other, mine.id)).rejects.toMatchObject({ code: 'not_found' });
      await expect(
        queue.submit(other, { kind: 'text', title: 'x', text: 'y' }, { replacing: mine.id }),
      ).rejects.toMatchObject({ code: 'not_found' });
      expect(await listTrainings(storage.db, { botId: 'owner' })).toMatchObject([
        { id: mine.id, status: 'ready' },
      ]);
    });

    it('removing a training deletes its chunks, and a crawl removed while running never lands', async () => {
      const scope: KnowledgeScope = { demoId: 'removed' };
      const text = await queue.submit(scope, {
        kind: 'text',
        title: 'Company information',
        text: 'Il pane nero di segale.',
      });
      await waitForStatus(queue, text.id, ['ready']);
      await queue.remove(scope, text.id);
      expect(await searchKnowledge(storage.db, scope, 'segale')).toEqual([]);

      const crawl = await queue.submit(scope, { kind: 'crawl', domain: site.domain });
      await waitForStatus(queue, crawl.id, ['crawling']);
      await queue.remove(scope, crawl.id);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await listTrainings(storage.db, scope)).toEqual([]);
      expect(await searchKnowledge(storage.db, scope, sitemapOnlyFact.question.it)).toEqual([]);
    });
  },
  60_000,
);

describe('the in-process queue, retries and failures', () => {
  it('retries a retryable failure with backoff, then fails with the reason while the earlier chunks stay served', async () => {
    const site = await startFixtureSite();
    const storage = await openTestStorage('sqlite');
    const config = testConfig(site.domain, site.baseUrl);
    const threads = createIngestPool({ size: 1 });
    let runs = 0;
    const pool: IngestPool = {
      run: (job, options) => {
        runs++;
        return threads.run(job, options);
      },
      close: () => threads.close(),
    };
    const queue = inProcessTrainings(storage.db, { config, logger: silentLogger, retryDelayMs: 50, pool });
    try {
      const scope: KnowledgeScope = { demoId: 'flaky' };
      const url = `http://${site.domain}/orari`;
      const first = await queue.submit(scope, { kind: 'url', url });
      const ready = await waitForStatus(queue, first.id, ['ready', 'failed']);
      expect(ready).toMatchObject({ status: 'ready', label: url });
      const before = await searchKnowledge(storage.db, scope, 'domenica orari');
      expect(before.length).toBeGreaterThan(0);

      await site.close(); // the site goes away: every attempt now fails to connect, a retryable failure
      runs = 0;
      expect(await queue.retry(scope, first.id)).toMatchObject({ status: 'queued', error: null });
      const failed = await waitForStatus(queue, first.id, ['ready', 'failed']);
      expect(failed.status).toBe('failed');
      expect(failed.error).toBeTruthy();
      expect(runs).toBe(3);
      expect(failed.chunkCount).toBe(ready.chunkCount);
      expect(await searchKnowledge(storage.db, scope, 'domenica orari')).toEqual(before);
    } finally {
      await queue.close();
      await threads.close();
      await storage.close();
    }
  });

  it('a crawl cut short by a server stop is started again when the server starts', async () => {
    const site = await startFixtureSite({ latencyMs: 50 });
    const storage = await openTestStorage('sqlite');
    const config = testConfig(site.domain, site.baseUrl);
    try {
      const before = inProcessTrainings(storage.db, { config, logger: silentLogger });
      const scope: KnowledgeScope = { demoId: 'restart' };
      const crawl = await before.submit(scope, { kind: 'crawl', domain: site.domain });
      await waitForStatus(before, crawl.id, ['crawling']);
      await before.close();
      expect(await listTrainings(storage.db, scope)).toMatchObject([{ id: crawl.id, status: 'crawling' }]);

      const after = inProcessTrainings(storage.db, { config, logger: silentLogger });
      try {
        const ready = await waitForStatus(after, crawl.id, ['ready', 'failed']);
        expect(ready.status).toBe('ready');
        const hits = await searchKnowledge(storage.db, scope, sitemapOnlyFact.question.it, 5);
        expect(hits.some((h) => h.text.includes(sitemapOnlyFact.answer))).toBe(true);
      } finally {
        await after.close();
      }
    } finally {
      await storage.close();
      await site.close();
    }
  });

  it('a retry while the training still runs returns it as it is and starts nothing', async () => {
    const site = await startFixtureSite();
    const storage = await openTestStorage('sqlite');
    const queue = inProcessTrainings(storage.db, {
      config: testConfig(site.domain, site.baseUrl),
      logger: silentLogger,
    });
    try {
      const scope: KnowledgeScope = { demoId: 'twice' };
      const crawl = await queue.submit(scope, { kind: 'crawl', domain: site.domain });
      const again = await queue.retry(scope, crawl.id);
      expect(again.id).toBe(crawl.id);
      expect(['queued', 'crawling']).toContain(again.status);
      const ready = await waitForStatus(queue, crawl.id, ['ready', 'failed']);
      expect(ready.status).toBe('ready');
      const homeRequests = site.requests.filter((r) => r.path === '/robots.txt');
      expect(homeRequests).toHaveLength(1);
    } finally {
      await queue.close();
      await storage.close();
      await site.close();
    }
  });
}, 60_000);
