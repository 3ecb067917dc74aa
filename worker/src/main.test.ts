import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { INDEX_QUEUE, INGEST_QUEUE, type TrainingJob, type TrainingResult } from '@vela/contracts';
import { Queue, QueueEvents } from 'bullmq';
import { describe, expect, it } from 'vitest';
import { startFixtureSite } from './test/fixture-site.ts';

const main = fileURLToPath(new URL('./main.ts', import.meta.url));
const REDIS_URL = 'redis://127.0.0.1:6379';

function startWorkerProcess(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

describe('npm run worker', () => {
  it('exits with a message naming the missing variable', async () => {
    const { child, output } = startWorkerProcess({});
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(output()).toContain('REDIS_URL: is required');
  });

  it('runs queued crawls from Redis and stops cleanly on SIGTERM', async () => {
    const site = await startFixtureSite();
    const prefix = `vela-test-${randomUUID()}`;
    const connection = { url: REDIS_URL, maxRetriesPerRequest: null };
    const ingest = new Queue<TrainingJob>(INGEST_QUEUE, { connection, prefix });
    const index = new Queue<TrainingResult>(INDEX_QUEUE, { connection, prefix });
    const events = new QueueEvents(INGEST_QUEUE, { connection, prefix });
    const { child, output } = startWorkerProcess({
      REDIS_URL,
      BULLMQ_PREFIX: prefix,
      CRAWL_ALLOW_PRIVATE_HOSTS: '1',
      CRAWL_RESOLVE: `${site.domain}=${site.baseUrl}`,
    });
    try {
      await events.waitUntilReady();
      const job = await ingest.add(
        'crawl',
        { kind: 'crawl', trainingId: 21, domain: site.domain, maxPages: 10, maxDepth: 2 },
        { jobId: 'source-21' },
      );
      await job.waitUntilFinished(events, 20_000);
      const indexed = await index.getJob('index-21-source-21-0');
      expect(indexed?.data.documents).toHaveLength(10);
      expect(output()).toContain('Vela ingest worker started');

      child.kill('SIGTERM');
      const [code] = await once(child, 'exit');
      expect(code).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await ingest.obliterate({ force: true });
      await index.obliterate({ force: true });
      await Promise.all([events.close(), ingest.close(), index.close()]);
      await site.close();
    }
  }, 30_000);
});
