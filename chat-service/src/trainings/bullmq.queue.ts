import { randomUUID } from 'node:crypto';
import {
  INDEX_QUEUE,
  INGEST_QUEUE,
  type TrainingJob,
  type TrainingProgress,
  type TrainingResult,
  type UploadRef,
} from '@vela/contracts';
import { type Job, Queue, QueueEvents, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { closeWithin } from './bounded-close.ts';
import { UNEXPECTED_FAILURE } from './training.use-case.ts';
import { jobOf } from './training-input.ts';
import type { JobReports, TrainingQueue } from './training-queue.port.ts';

const jobIdOf = (trainingId: number) => `training-${trainingId}`;
const trainingIdOf = (jobId: string) => Number(/^training-(\d+)$/.exec(jobId)?.[1] ?? Number.NaN);

/**
 * How long an upload waits in Redis for its job. The worker deletes it once the job has ended; this only
 * bounds what a job that never ends leaves behind (past it, the job fails and the client retries).
 */
const UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

export interface BullmqQueueDeps {
  redisUrl: string;
  logger: Logger;
  /** BullMQ key prefix (tests give each run its own). */
  prefix?: string;
}

/**
 * Cluster mode (REDIS_URL): `npm run worker` processes consume INGEST_QUEUE. Every node hears a job's
 * start, progress and failure from QueueEvents and reports them 'local'; the results come back on
 * INDEX_QUEUE, where exactly one node indexes them. An upload waits for its worker as raw bytes under a
 * Redis key of its own, which the job names: its bytes never travel inside the job.
 */
export function createBullmqQueue(deps: BullmqQueueDeps, reports: JobReports): TrainingQueue {
  const { logger } = deps;
  const connection = { url: deps.redisUrl, maxRetriesPerRequest: null };
  const prefix = deps.prefix ? { prefix: deps.prefix } : {};
  const queue = new Queue<TrainingJob>(INGEST_QUEUE, {
    connection,
    ...prefix,
    defaultJobOptions: {
      attempts: 3,
      backoff: { type: 'exponential', delay: 2000 },
      removeOnComplete: { age: 24 * 3600, count: 1000 },
      removeOnFail: { age: 7 * 24 * 3600, count: 5000 },
    },
  });
  queue.on('error', (err) => logger.warn({ err: err.message }, 'ingest queue error'));
  const results = new Queue<TrainingResult>(INDEX_QUEUE, { connection, ...prefix });
  results.on('error', (err) => logger.warn({ err: err.message }, 'index queue error'));
  const uploads = new Redis(deps.redisUrl, { maxRetriesPerRequest: 2 });
  uploads.on('error', (err) => logger.warn({ err: err.message }, 'upload store error'));

  async function storeUpload(trainingId: number, bytes: Buffer): Promise<UploadRef> {
    const redisKey = `${deps.prefix ?? 'bull'}:vela-upload:${trainingId}:${randomUUID()}`;
    await uploads.set(redisKey, bytes, 'PX', UPLOAD_TTL_MS);
    return { redisKey };
  }
  async function discardUpload(job: TrainingJob | undefined) {
    if (job?.kind === 'document' && 'redisKey' in job.file) await uploads.del(job.file.redisKey);
  }

  // Events are applied one after another, so a node never writes an older progress over a newer one.
  let applying = Promise.resolve();
  const local = (jobId: string, report: (trainingId: number) => Promise<void>) => {
    const id = trainingIdOf(jobId);
    if (!Number.isInteger(id)) return;
    applying = applying
      .then(() => report(id))
      .catch((err) => logger.warn({ err, jobId }, 'recording training progress failed'));
  };
  const events = new QueueEvents(INGEST_QUEUE, { connection, ...prefix });
  events.on('error', (err) => logger.warn({ err: err.message }, 'ingest queue events error'));
  events.on('active', ({ jobId }) => local(jobId, (id) => reports.crawling(id, 0, 0, 'local')));
  events.on('progress', ({ jobId, data }) => {
    const { done, total } = data as TrainingProgress;
    local(jobId, (id) => reports.crawling(id, done, total, 'local'));
  });
  events.on('failed', ({ jobId, failedReason }) =>
    local(jobId, (id) => reports.failed(id, readableFailure(failedReason), 'local')),
  );

  const indexer = new Worker<TrainingResult>(INDEX_QUEUE, (job) => reports.documents(job.data), {
    connection,
    ...prefix,
    concurrency: 1,
  });
  indexer.on('error', (err) => logger.warn({ err: err.message }, 'index worker error'));
  indexer.on('failed', (job, err) => {
    if (!job || job.attemptsMade < (job.opts.attempts ?? 1)) return;
    logger.error({ err, trainingId: job.data.trainingId }, 'indexing a job result failed');
    void reports.failed(job.data.trainingId, UNEXPECTED_FAILURE, 'global').catch(() => {});
  });

  /**
   * A result's job id is `index-<training>-training-<training>-<attempt>`, the same again when a training
   * runs again, and BullMQ would drop the new result as a duplicate of the kept, finished one.
   */
  async function removeFinishedResults(trainingId: number) {
    const ids = Array.from(
      { length: 6 },
      (_, attempt) => `index-${trainingId}-${jobIdOf(trainingId)}-${attempt}`,
    );
    for (const job of await Promise.all(ids.map((id) => results.getJob(id)))) {
      if (!job) continue;
      const state = await settledState(job);
      if (state === 'completed' || state === 'failed') await job.remove().catch(() => {});
    }
  }

  return {
    kind: 'bullmq',
    /**
     * `rerun`: the last run's jobs may still be closing (a worker posts its result before BullMQ marks its
     * job completed, and the index job reports 'ready' before it completes), so they are waited for and
     * removed rather than taken for a live run.
     */
    async enqueue(trainingId, input, rerun, known) {
      const jobId = jobIdOf(trainingId);
      const previous = await queue.getJob(jobId);
      if (previous) {
        const state = rerun ? await settledState(previous) : await previous.getState();
        // Waiting, delayed or running: that run is the one, a repeated request must not start another.
        if (state !== 'completed' && state !== 'failed') return;
        await previous.remove();
        await discardUpload(previous.data);
      }
      await removeFinishedResults(trainingId);
      const file = input.kind === 'document' ? await storeUpload(trainingId, input.bytes) : undefined;
      const job = jobOf(trainingId, input, file, known);
      try {
        await queue.add(input.kind, job, { jobId });
      } catch (err) {
        await discardUpload(job).catch(() => {});
        throw err;
      }
    },
    async cancel(trainingId) {
      // A running job cannot be removed; its result finds no training and is dropped.
      const job = await queue.getJob(jobIdOf(trainingId));
      await job?.remove().catch(() => {});
      await discardUpload(job?.data).catch(() => {});
    },
    async close() {
      // Forced: a result being indexed now is indexed again (it replaces its chunks) by the node that
      // takes it over.
      await closeWithin(logger, { 'index worker': { close: () => indexer.close(true) } });
      await closeWithin(logger, { 'ingest events': events, 'ingest queue': queue, 'index queue': results });
      await applying;
      await uploads.quit().catch(() => uploads.disconnect());
    },
  };
}

const SETTLE_MS = 5000;

/** A job's state once it has left 'active' (or after SETTLE_MS, when it is really still running). */
async function settledState(job: Job): Promise<string> {
  const deadline = Date.now() + SETTLE_MS;
  let state = await job.getState();
  while (state === 'active' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    state = await job.getState();
  }
  return state;
}

/** BullMQ's own reasons (a job whose workers kept dying) are not for users. */
function readableFailure(reason: string): string {
  return /stalled|lock|Missing key|job ".*" not found/i.test(reason) || !reason ? UNEXPECTED_FAILURE : reason;
}
