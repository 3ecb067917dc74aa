import { randomUUID } from 'node:crypto';
import { INGEST_QUEUE, MAX_DOCUMENT_BYTES } from '@vela/contracts';
import { Queue } from 'bullmq';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
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

  it('queues crawls on BullMQ under REDIS_URL, one job per source, and closes the queue on stop', async () => {
    const storage = await openTestStorage('sqlite');
    const prefix = `vela-test-${randomUUID()}`;
    const config = testConfig('shop.test', 'http://127.0.0.1:9', { REDIS_URL });
    const app = await createApp({ config, storage, logger: silentLogger, queuePrefix: prefix });
    const jobs = new Queue(INGEST_QUEUE, { connection: { url: REDIS_URL }, prefix });
    try {
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
    } finally {
      await app.stop();
      await jobs.obliterate({ force: true });
      await jobs.close();
      await storage.close();
    }
  });
});
