import type { KnownPage, TrainingJob, TrainingResult } from '@vela/contracts';
import { createIngestPool, type IngestPool, type PdfEngine } from '@vela/worker';
import type { Logger } from 'pino';
import type { Config } from '../config/config.ts';
import { UNEXPECTED_FAILURE } from './training.use-case.ts';
import { jobOf, type TrainingInput } from './training-input.ts';
import type { JobReports, TrainingQueue } from './training-queue.port.ts';

export interface InProcessQueueDeps {
  config: Readonly<Config>;
  logger: Logger;
  /** Jobs running at once, each in its own worker thread (default 2). */
  concurrency?: number;
  /** Runs of a job whose failure is retryable (default 3), the first retry after `retryDelayMs` (default 2 s), doubling. */
  attempts?: number;
  retryDelayMs?: number;
  pool?: IngestPool;
  pdfEngine?: PdfEngine;
}

/**
 * Embedded mode (no REDIS_URL): jobs run in a pool of worker threads of this process, so a crawl or a
 * PDF never blocks the server's event loop. Only this node exists, so every report is 'global'.
 */
export function createInProcessQueue(deps: InProcessQueueDeps, reports: JobReports): TrainingQueue {
  const { logger, config } = deps;
  const attempts = deps.attempts ?? 3;
  const retryDelayMs = deps.retryDelayMs ?? 2000;
  const pool =
    deps.pool ??
    createIngestPool({
      size: deps.concurrency ?? 2,
      chromiumPath: config.CHROMIUM_PATH,
      log: (message) => logger.warn(message),
    });
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
            progress = progress.then(() => reports.crawling(job.trainingId, done, total, 'global'));
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

  async function run(
    trainingId: number,
    input: TrainingInput,
    known: KnownPage[] | undefined,
    controller: AbortController,
  ) {
    try {
      // The thread is handed the upload's bytes themselves: nothing leaves this process.
      const file = input.kind === 'document' ? { bytes: input.bytes } : undefined;
      const result = await ingest(jobOf(trainingId, input, file, known), controller.signal);
      if (controller.signal.aborted) return;
      await reports.documents(result);
    } catch (err) {
      if (controller.signal.aborted) return;
      const message = err instanceof Error && err.name === 'IngestError' ? err.message : UNEXPECTED_FAILURE;
      if (message === UNEXPECTED_FAILURE) logger.error({ err, trainingId }, 'ingest job failed');
      await reports.failed(trainingId, message, 'global').catch(() => undefined);
    }
  }

  return {
    kind: 'in-process',
    async enqueue(trainingId, input, _rerun, known) {
      if (closed) return;
      const controller = new AbortController();
      const done = run(trainingId, input, known, controller).finally(() => {
        if (running.get(trainingId)?.controller === controller) running.delete(trainingId);
      });
      running.set(trainingId, { controller, done });
    },
    async cancel(trainingId) {
      running.get(trainingId)?.controller.abort();
    },
    async close() {
      closed = true;
      for (const { controller } of running.values()) controller.abort();
      await Promise.all([...running.values()].map((r) => r.done));
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
