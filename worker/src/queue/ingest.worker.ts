import {
  INDEX_QUEUE,
  INGEST_QUEUE,
  type TrainingJob,
  type TrainingProgress,
  type TrainingResult,
} from '@vela/contracts';
import { type Job, Queue, UnrecoverableError, Worker } from 'bullmq';
import { IngestError } from '../ingest.error.ts';
import type { IngestOptions } from '../ingest.types.ts';
import { createIngestPool } from '../pool/ingest.pool.ts';
import { redisUploads } from './uploads.ts';

export interface IngestWorkerOptions {
  /** Redis URL (`redis://…`). */
  connection: string;
  /** Jobs run at once; each runs in its own worker thread (default 2). */
  concurrency?: number;
  /** Each thread's heap; a job that exhausts it fails for good (default: the pool's). */
  threadHeapMb?: number;
  /** BullMQ key prefix; tests use a fresh one each. */
  prefix?: string;
  ingest: Omit<IngestOptions, 'onProgress' | 'signal' | 'renderer'>;
  /** `CHROMIUM_PATH`: the one browser of this process that renders application shells (see `createIngestPool`). */
  chromiumPath?: string;
  /** How long a job's lock lasts without renewal, and how often stalled jobs are looked for (BullMQ: 30 s). */
  lockDurationMs?: number;
  stalledIntervalMs?: number;
  /** Called with errors the worker cannot attach to a job (lost Redis connection…); default console.error. */
  onError?: (err: Error) => void;
}

/**
 * BullMQ worker: consumes INGEST_QUEUE, reports progress, and hands each result to INDEX_QUEUE.
 * Permanent failures (bad file, 404, robots.txt, a thread run out of memory) end the job at once; others
 * are retried by BullMQ.
 */
export function startIngestWorker(opts: IngestWorkerOptions): {
  /** Waits for running jobs, unless `force`: then they are dropped and BullMQ hands them to another worker. */
  close(force?: boolean): Promise<void>;
} {
  const concurrency = opts.concurrency ?? 2;
  const connection = { url: opts.connection, maxRetriesPerRequest: null };
  const prefix = opts.prefix;
  const onError = opts.onError ?? ((err: Error) => console.error('[ingest worker]', err.message));
  const pool = createIngestPool({
    size: concurrency,
    maxHeapMb: opts.threadHeapMb,
    chromiumPath: opts.chromiumPath,
    log: (message) => console.warn('[ingest worker]', message),
  });
  const indexQueue = new Queue<TrainingResult>(INDEX_QUEUE, { connection, ...(prefix ? { prefix } : {}) });
  indexQueue.on('error', onError);
  const uploads = redisUploads(opts.connection, onError);

  const processJob = async (job: Job<TrainingJob>, _token?: string, signal?: AbortSignal): Promise<void> => {
    const data = job.data;
    let result: TrainingResult;
    try {
      result = await pool.run(await uploads.load(data), {
        ...opts.ingest,
        signal,
        onProgress: ({ done, total }) => {
          const progress: TrainingProgress = { trainingId: data.trainingId, status: 'crawling', done, total };
          void job.updateProgress(progress).catch(() => {});
        },
      });
    } catch (err) {
      if (err instanceof IngestError && !err.retryable) throw new UnrecoverableError(err.message);
      throw new Error((err as Error).message);
    }
    await indexQueue.add(job.name, result, {
      jobId: `index-${data.trainingId}-${job.id}-${job.attemptsMade}`,
      attempts: 5,
      backoff: { type: 'exponential', delay: 1000 },
      removeOnComplete: { count: 1000 },
      removeOnFail: { count: 1000 },
    });
  };

  const worker = new Worker<TrainingJob>(INGEST_QUEUE, processJob, {
    connection,
    concurrency,
    ...(prefix ? { prefix } : {}),
    ...(opts.lockDurationMs ? { lockDuration: opts.lockDurationMs } : {}),
    ...(opts.stalledIntervalMs ? { stalledInterval: opts.stalledIntervalMs } : {}),
  });
  worker.on('error', onError);
  // An upload stays for the job's retries and goes once the job has ended; its TTL covers a job that never ends here.
  const discardUpload = (job: Job<TrainingJob>) => void uploads.discard(job.data).catch(onError);
  worker.on('completed', discardUpload);
  worker.on('failed', (job, err) => {
    if (job && (err.name === 'UnrecoverableError' || job.attemptsMade >= (job.opts.attempts ?? 1))) {
      discardUpload(job);
    }
  });

  return {
    async close(force = false) {
      await worker.close(force);
      await pool.close();
      await indexQueue.close();
      await uploads.close();
    },
  };
}
