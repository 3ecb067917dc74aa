// A real BullMQ ingest worker in its own process, for the queue tests: `node --import tsx` this file with
// REDIS_URL, BULLMQ_PREFIX and CRAWL_RESOLVE set (LOCK_MS and STALLED_MS shorten BullMQ's 30 s lock and
// stalled-job check, so a killed worker's job is taken over within seconds). Prints 'ready' once started.
import { startIngestWorker } from '@vela/worker';

const resolve = Object.fromEntries(
  (process.env.CRAWL_RESOLVE ?? '')
    .split(',')
    .filter(Boolean)
    .map((pair) => pair.split('=') as [string, string]),
);
const worker = startIngestWorker({
  connection: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  prefix: process.env.BULLMQ_PREFIX,
  concurrency: 1,
  ...(process.env.LOCK_MS ? { lockDurationMs: Number(process.env.LOCK_MS) } : {}),
  ...(process.env.STALLED_MS ? { stalledIntervalMs: Number(process.env.STALLED_MS) } : {}),
  ingest: { allowPrivateHosts: true, resolve },
});
console.log('ready');
process.on('SIGTERM', () => void worker.close().then(() => process.exit(0)));
