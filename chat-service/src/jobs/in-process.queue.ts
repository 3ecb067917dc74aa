import type { TrainingJob, TrainingResult } from '@vela/contracts';
import { createIngestPool, type IngestPool, type PdfEngine } from '@vela/worker';
import type { Logger } from 'pino';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import { indexDocuments } from '../knowledge/knowledge.use-case.ts';
import type { SemanticIndex } from '../knowledge/vectors/semantic.index.ts';
import { listRunningTrainings, trainingInput } from '../trainings/training.repository.ts';
import {
  markCrawling,
  markFailed,
  markIndexing,
  openTraining,
  removeTraining,
  reopenTraining,
  UNEXPECTED_FAILURE,
} from './ingest.use-case.ts';
import { jobOf, type StoredInput } from './ingest-input.ts';
import type { IngestQueue } from './ingest-queue.ts';
import { createProgressHub } from './progress-hub.ts';
import { createTextIndexer } from './text.indexer.ts';

export interface InProcessQueueDeps {
  config: Readonly<Config>;
  db: Db;
  logger: Logger;
  /** Jobs running at once, each in its own worker thread (default 2). */
  concurrency?: number;
  /** Runs of a job whose failure is retryable (default 3), the first retry after `retryDelayMs` (default 2 s), doubling. */
  attempts?: number;
  retryDelayMs?: number;
  pool?: IngestPool;
  pdfEngine?: PdfEngine;
  semantic?: SemanticIndex;
}

/**
 * Embedded mode (no REDIS_URL): jobs run in a pool of worker threads of this process, so a crawl or a
 * PDF never blocks the server's event loop. Only this node exists, so every event is 'global'.
 * Trainings left unfinished by a restart are started again.
 */
export function createInProcessQueue(deps: InProcessQueueDeps): IngestQueue {
  const { db, logger, config } = deps;
  const attempts = deps.attempts ?? 3;
  const retryDelayMs = deps.retryDelayMs ?? 2000;
  const pool = deps.pool ?? createIngestPool({ size: deps.concurrency ?? 2 });
  const hub = createProgressHub(logger);
  const texts = createTextIndexer(db, hub, logger, deps.semantic);
  const running = new Map<number, { controller: AbortController; done: Promise<void> }>();
  let closed = false;

  async function ingest(job: TrainingJob, signal: AbortSignal): Promise<TrainingResult> {
    let progress = Promise.resolve();
    for (let attempt = 1; ; attempt++) {
      try {
        const result = await pool.run(job, {
          allowPrivateHosts: config.CRAWL_ALLOW_PRIVATE_HOSTS,
          resolve: config.CRAWL_RESOLVE,
          ...(deps.pdfEngine ? { pdfEngine: deps.pdfEngine } : {}),
          signal,
          onProgress: ({ done, total }) => {
            progress = progress.then(async () =>
              hub.emit(await markCrawling(db, job.trainingId, done, total), 'global'),
            );
          },
        });
        await progress;
        return result;
      } catch (err) {
        await progress;
        if (signal.aborted || !isRetryable(err) || attempt >= attempts) throw err;
        logger.warn(
          { trainingId: job.trainingId, attempt, err: (err as Error).message },
          'ingest job failed, retrying',
        );
        await sleep(retryDelayMs * 2 ** (attempt - 1), signal);
      }
    }
  }

  async function run(job: TrainingJob, controller: AbortController) {
    try {
      const { documents, report } = await ingest(job, controller.signal);
      if (controller.signal.aborted) return;
      hub.emit(await markIndexing(db, job.trainingId, report), 'global');
      hub.emit(await indexDocuments(db, job.trainingId, documents, deps.semantic), 'global');
    } catch (err) {
      if (controller.signal.aborted) return;
      const message = err instanceof Error && err.name === 'IngestError' ? err.message : UNEXPECTED_FAILURE;
      if (message === UNEXPECTED_FAILURE)
        logger.error({ err, trainingId: job.trainingId }, 'ingest job failed');
      hub.emit(await markFailed(db, job.trainingId, message).catch(() => undefined), 'global');
    }
  }

  function start(trainingId: number, stored: StoredInput) {
    if (closed) return;
    if (stored.kind === 'text') return texts.index(trainingId, stored.title, stored.text);
    const controller = new AbortController();
    const done = run(jobOf(trainingId, stored), controller).finally(() => {
      if (running.get(trainingId)?.controller === controller) running.delete(trainingId);
    });
    running.set(trainingId, { controller, done });
  }

  const resumed = resumeUnfinished();
  async function resumeUnfinished() {
    for (const id of await listRunningTrainings(db)) {
      const raw = await trainingInput(db, id);
      if (raw !== undefined && !running.has(id)) start(id, JSON.parse(raw) as StoredInput);
    }
  }
  resumed.catch((err) => logger.error({ err }, 'restarting unfinished trainings failed'));

  return {
    kind: 'in-process',
    async submit(scope, input, opts) {
      const { training, stored } = await openTraining(db, scope, input, opts?.replaceSourceId);
      hub.emit(training, 'global');
      start(training.id, stored);
      return training;
    },
    async retry(scope, trainingId) {
      const { training, stored } = await reopenTraining(db, scope, trainingId);
      if (stored) {
        hub.emit(training, 'global');
        start(training.id, stored);
      }
      return training;
    },
    async remove(scope, trainingId) {
      const training = await removeTraining(db, scope, trainingId);
      running.get(training.id)?.controller.abort();
    },
    onProgress: (listener) => hub.on(listener),
    async close() {
      closed = true;
      await resumed.catch(() => {});
      for (const { controller } of running.values()) controller.abort();
      await Promise.all([...running.values()].map((r) => r.done));
      await texts.idle();
      if (!deps.pool) await pool.close();
    },
  };
}

function isRetryable(err: unknown): boolean {
  return !(
    err instanceof Error &&
    err.name === 'IngestError' &&
    (err as { retryable?: boolean }).retryable === false
  );
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}
