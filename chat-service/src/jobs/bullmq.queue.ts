import {
  INDEX_QUEUE,
  INGEST_QUEUE,
  type Training,
  type TrainingJob,
  type TrainingProgress,
  type TrainingResult,
  type TrainingStatus,
} from '@vela/contracts';
import { type Job, Queue, QueueEvents, Worker } from 'bullmq';
import { AppError } from '../http/app-error.ts';
import { indexDocuments } from '../knowledge/knowledge.use-case.ts';
import { findTraining } from '../trainings/training.repository.ts';
import {
  markCrawling,
  markFailed,
  markIndexing,
  NOT_QUEUED,
  openTraining,
  removeTraining,
  reopenTraining,
  UNEXPECTED_FAILURE,
} from './ingest.use-case.ts';
import { jobOf, type StoredInput } from './ingest-input.ts';
import type { IngestQueue, IngestQueueDeps } from './ingest-queue.ts';
import { createProgressHub } from './progress-hub.ts';
import { createTextIndexer } from './text.indexer.ts';

const jobIdOf = (trainingId: number) => `training-${trainingId}`;
const trainingIdOf = (jobId: string) => Number(/^training-(\d+)$/.exec(jobId)?.[1] ?? Number.NaN);

/**
 * Cluster mode (REDIS_URL): `npm run worker` processes consume INGEST_QUEUE. Every node hears a job's
 * start, progress and failure from QueueEvents and tells its own sockets ('local'); the results come back
 * on INDEX_QUEUE, where exactly one node indexes them and tells everyone ('global').
 */
export function createBullmqQueue(deps: IngestQueueDeps & { redisUrl: string }): IngestQueue {
  const { db, logger } = deps;
  const connection = { url: deps.redisUrl, maxRetriesPerRequest: null };
  const prefix = deps.prefix ? { prefix: deps.prefix } : {};
  const hub = createProgressHub(logger);
  const texts = createTextIndexer(db, hub, logger, deps.semantic);
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

  // Events are applied one after another, so a node never writes an older progress over a newer one.
  let applying = Promise.resolve();
  const local = (
    jobId: string,
    change: (id: number) => Promise<Training | undefined>,
    shown: TrainingStatus,
  ) => {
    const id = trainingIdOf(jobId);
    if (!Number.isInteger(id)) return;
    applying = applying
      .then(async () => {
        // Another node may have recorded it first: every node still tells its own sockets.
        const training = (await change(id)) ?? (await findTraining(db, id));
        if (training?.status === shown) hub.emit(training, 'local');
      })
      .catch((err) => logger.warn({ err, jobId }, 'recording ingest progress failed'));
  };
  const events = new QueueEvents(INGEST_QUEUE, { connection, ...prefix });
  events.on('error', (err) => logger.warn({ err: err.message }, 'ingest queue events error'));
  events.on('active', ({ jobId }) => local(jobId, (id) => markCrawling(db, id, 0, 0), 'crawling'));
  events.on('progress', ({ jobId, data }) => {
    const { done, total } = data as TrainingProgress;
    local(jobId, (id) => markCrawling(db, id, done, total), 'crawling');
  });
  events.on('failed', ({ jobId, failedReason }) =>
    local(jobId, (id) => markFailed(db, id, readableFailure(failedReason)), 'failed'),
  );

  const indexer = new Worker<TrainingResult>(
    INDEX_QUEUE,
    async (job) => {
      hub.emit(await markIndexing(db, job.data.trainingId, job.data.report), 'global');
      hub.emit(await indexDocuments(db, job.data.trainingId, job.data.documents, deps.semantic), 'global');
    },
    { connection, ...prefix, concurrency: 1 },
  );
  indexer.on('error', (err) => logger.warn({ err: err.message }, 'index worker error'));
  indexer.on('failed', (job, err) => {
    if (!job || job.attemptsMade < (job.opts.attempts ?? 1)) return;
    logger.error({ err, trainingId: job.data.trainingId }, 'indexing a job result failed');
    void markFailed(db, job.data.trainingId, UNEXPECTED_FAILURE).then(
      (t) => hub.emit(t, 'global'),
      () => {},
    );
  });

  /**
   * `rerun`: the training had ended (ready or failed) and was reopened. Its last run's jobs may still be
   * closing (a worker posts its result before BullMQ marks its job completed, and the index job reports
   * 'ready' before it completes), so they are waited for and removed rather than taken for a live run.
   */
  async function start(trainingId: number, stored: StoredInput, rerun = false) {
    if (stored.kind === 'text') return texts.index(trainingId, stored.title, stored.text);
    const jobId = jobIdOf(trainingId);
    const previous = await queue.getJob(jobId);
    if (previous) {
      const state = rerun ? await settledState(previous) : await previous.getState();
      // Waiting, delayed or running: that run is the one, a repeated request must not start another.
      if (state !== 'completed' && state !== 'failed') return;
      await previous.remove();
    }
    await removeFinishedResults(trainingId);
    await queue.add(stored.kind, jobOf(trainingId, stored), { jobId });
  }

  /**
   * A result's job id is `index-<training>-training-<training>-<attempt>`, the same again when a training runs
   * again, and BullMQ would drop the new result as a duplicate of the kept, finished one.
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

  /** A training that cannot be queued is marked failed at once, never left queued forever. */
  async function startOrFail(trainingId: number, stored: StoredInput, rerun = false) {
    try {
      await start(trainingId, stored, rerun);
    } catch (err) {
      logger.error({ err, trainingId }, 'queueing an ingest job failed');
      hub.emit(await markFailed(db, trainingId, NOT_QUEUED).catch(() => undefined), 'global');
      throw new AppError('unavailable', NOT_QUEUED);
    }
  }

  return {
    kind: 'bullmq',
    async submit(scope, input, opts) {
      const { training, stored } = await openTraining(db, scope, input, opts?.replaceSourceId);
      hub.emit(training, 'global');
      await startOrFail(training.id, stored);
      return training;
    },
    async retry(scope, trainingId) {
      const { training, stored } = await reopenTraining(db, scope, trainingId);
      if (stored) {
        hub.emit(training, 'global');
        await startOrFail(training.id, stored, true);
      }
      return training;
    },
    async remove(scope, trainingId) {
      await removeTraining(db, scope, trainingId);
      // A running job cannot be removed; its result finds no training and is dropped.
      const job = await queue.getJob(jobIdOf(trainingId));
      await job?.remove().catch(() => {});
    },
    onProgress: (listener) => hub.on(listener),
    async close() {
      await indexer.close();
      await Promise.all([events.close(), queue.close(), results.close()]);
      await applying;
      await texts.idle();
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
