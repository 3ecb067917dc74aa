import { randomUUID } from 'node:crypto';
import { INGEST_QUEUE, MAX_DOCUMENT_BYTES } from '@vela/contracts';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { type App, createApp } from '../app.ts';
import { searchKnowledge } from '../knowledge/knowledge.search.ts';
import { openTestStorage } from '../knowledge/knowledge.test-storage.ts';
import { REDIS_URL, silentLogger, testConfig, waitForStatus } from './test/queue-harness.ts';
import { listTrainings } from './training.repository.ts';

describe('the app and its ingestion queue', () => {
  it('runs trainings in-process without REDIS_URL, and refuses a file over 10 MB writing nothing', async () => {
    const storage = await openTestStorage('sqlite');
    const app = await createApp({
      config: testConfig('x.test', 'http://127.0.0.1:9'),
      storage,
      logger: silentLogger,
    });
    try {
      expect(app.trainings.kind).toBe('in-process');
      const scope = { botId: 'app' };
      const text = await app.trainings.submit(scope, {
        kind: 'text',
        title: 'Company information',
        text: 'Apriamo alle otto.',
      });
      await waitForStatus(app.trainings, text.id, ['ready']);
      expect(await searchKnowledge(storage.db, scope, 'apriamo')).toHaveLength(1);
      const big = {
        kind: 'document' as const,
        filename: 'big.pdf',
        bytes: Buffer.alloc(MAX_DOCUMENT_BYTES + 1),
      };
      await expect(app.trainings.submit(scope, big)).rejects.toMatchObject({
        code: 'payload_too_large',
        message: 'File is too large. Maximum size is 10MB.',
      });
      expect(await listTrainings(storage.db, scope)).toHaveLength(1);
    } finally {
      await app.stop();
      await storage.close();
    }
  });

  it('queues crawls on BullMQ under REDIS_URL, one job per source, and closes the queue on stop', () =>
    withBullmqApp(async (app, jobs) => {
      expect(app.trainings.kind).toBe('bullmq');
      const training = await app.trainings.submit({ demoId: 'd' }, { kind: 'crawl', domain: 'shop.test' });
      await app.trainings.retry({ demoId: 'd' }, training.id);
      const job = await jobs.getJob(`training-${training.id}`);
      expect(job?.data).toEqual({
        kind: 'crawl',
        trainingId: training.id,
        domain: 'shop.test',
        maxPages: 50,
        maxDepth: 5,
      });
      expect(await jobs.getJobCounts('waiting')).toEqual({ waiting: 1 });
    }));

  it('queues an upload by reference under REDIS_URL: its raw bytes under their own expiring key, not in the job', () =>
    withBullmqApp(async (app, jobs, prefix) => {
      const redis = new Redis(REDIS_URL);
      try {
        const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(64 * 1024, 0xe9)]);
        const input = { kind: 'document' as const, filename: 'listino.pdf', bytes };
        const training = await app.trainings.submit({ botId: 'b' }, input);
        const job = await jobs.getJob(`training-${training.id}`);
        expect(job?.data).toEqual({
          kind: 'document',
          trainingId: training.id,
          filename: 'listino.pdf',
          file: { redisKey: expect.stringMatching(new RegExp(`^${prefix}:vela-upload:${training.id}:`)) },
        });
        expect(JSON.stringify(job?.data).length).toBeLessThan(200);
        const redisKey: string = job?.data.file.redisKey;
        expect((await redis.getBuffer(redisKey))?.equals(bytes)).toBe(true);
        expect(await redis.pttl(redisKey)).toBeGreaterThan(23 * 60 * 60 * 1000);

        await app.trainings.remove({ botId: 'b' }, training.id);
        expect(await redis.exists(redisKey)).toBe(0);
      } finally {
        redis.disconnect();
      }
    }));
});

/** An app whose trainings run on BullMQ under a fresh prefix, with no worker, and the queue its jobs wait in. */
async function withBullmqApp(test: (app: App, jobs: Queue, prefix: string) => Promise<void>) {
  const storage = await openTestStorage('sqlite');
  const prefix = `vela-test-${randomUUID()}`;
  const config = testConfig('shop.test', 'http://127.0.0.1:9', { REDIS_URL });
  const app = await createApp({ config, storage, logger: silentLogger, queuePrefix: prefix });
  const jobs = new Queue(INGEST_QUEUE, { connection: { url: REDIS_URL }, prefix });
  try {
    await test(app, jobs, prefix);
  } finally {
    await app.stop();
    await jobs.obliterate({ force: true });
    await jobs.close();
    await storage.close();
  }
}
