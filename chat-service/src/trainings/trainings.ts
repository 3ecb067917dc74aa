import type { Training, TrainingStatus } from '@vela/contracts';
import type { PdfEngine } from '@vela/worker';
import type { Logger } from 'pino';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import type { KnowledgeScope } from '../knowledge/knowledge.scope.ts';
import { indexDocuments } from '../knowledge/knowledge.use-case.ts';
import type { SemanticIndex } from '../knowledge/vectors/semantic.index.ts';
import { createBullmqQueue } from './bullmq.queue.ts';
import { createInProcessQueue } from './in-process.queue.ts';
import { createTextIndexer } from './text.indexer.ts';
import { findTraining, listRunningTrainings, trainingInput } from './training.repository.ts';
import {
  markCrawling,
  markFailed,
  markIndexing,
  NOT_QUEUED,
  openTraining,
  removeTraining,
  reopenTraining,
} from './training.use-case.ts';
import { decodeInput, type TrainingInput } from './training-input.ts';
import { createProgressHub, type ProgressDelivery, type ProgressListener } from './training-progress.ts';
import type { JobReports, TrainingQueueFactory } from './training-queue.port.ts';

export type { TrainingInput } from './training-input.ts';
export type { ProgressDelivery, ProgressListener } from './training-progress.ts';

/** What demos, bots and the realtime progress broadcast use of the trainings feature. */
export interface Trainings {
  /**
   * Records the training (status queued) and starts it. With `replacing` (a 'text' training of the same
   * scope) that training is re-indexed: its old chunks serve until the new ones replace them.
   */
  submit(scope: KnowledgeScope, input: TrainingInput, opts?: { replacing?: number }): Promise<Training>;
  /** Runs a training again from its input; one still running is returned as it is. */
  retry(scope: KnowledgeScope, trainingId: number): Promise<Training>;
  /** Stops the training if it runs and deletes it with its chunks. */
  remove(scope: KnowledgeScope, trainingId: number): Promise<void>;
  /** Every change of a training's status or progress; returns the unsubscribe function. */
  onProgress(listener: ProgressListener): () => void;
}

/** The feature as the composition root holds it: also which queue runs the jobs, and its lifetime. */
export interface TrainingService extends Trainings {
  /** 'in-process' or 'bullmq', for health and logs. */
  readonly kind: 'in-process' | 'bullmq';
  close(): Promise<void>;
}

export interface TrainingsDeps {
  config: Readonly<Config>;
  db: Db;
  logger: Logger;
  /** BullMQ key prefix (tests give each run its own). */
  prefix?: string;
  /** In-process PDF engine (default `auto`: poppler when installed); tests force the slower pdf-parse. */
  pdfEngine?: PdfEngine;
  /** Embeds chunks as they are indexed, when EMBEDDINGS_MODEL is set. */
  semantic?: SemanticIndex;
}

/** Jobs run on BullMQ when REDIS_URL is set (workers run `npm run worker`), else in this process's threads. */
export function createTrainings(deps: TrainingsDeps): TrainingService {
  const { config, logger, prefix, pdfEngine } = deps;
  return openTrainings(deps, (reports) =>
    config.REDIS_URL
      ? createBullmqQueue({ redisUrl: config.REDIS_URL, logger, prefix }, reports)
      : createInProcessQueue({ config, logger, pdfEngine }, reports),
  );
}

/**
 * The trainings of every demo and bot, their jobs run by the queue `queueOf` builds. Company information
 * is indexed by this node at once. Trainings that an in-process queue lost to a restart start again.
 */
export function openTrainings(
  deps: Pick<TrainingsDeps, 'db' | 'logger' | 'semantic'>,
  queueOf: TrainingQueueFactory,
): TrainingService {
  const { db, logger, semantic } = deps;
  const hub = createProgressHub(logger);
  const texts = createTextIndexer(db, hub, logger, semantic);

  /** 'local': another node may have recorded the change first; every node still tells its own sockets. */
  async function record(
    change: Promise<Training | undefined>,
    id: number,
    shown: TrainingStatus,
    delivery: ProgressDelivery,
  ) {
    const training = (await change) ?? (delivery === 'local' ? await findTraining(db, id) : undefined);
    if (training?.status === shown) hub.emit(training, delivery);
  }
  const reports: JobReports = {
    crawling: (id, done, total, delivery) =>
      record(markCrawling(db, id, done, total), id, 'crawling', delivery),
    failed: (id, reason, delivery) => record(markFailed(db, id, reason), id, 'failed', delivery),
    async documents({ trainingId, documents, report }) {
      hub.emit(await markIndexing(db, trainingId, report), 'global');
      hub.emit(await indexDocuments(db, trainingId, documents, semantic), 'global');
    },
  };
  const queue = queueOf(reports);
  let closed = false;

  /** A training whose job cannot be queued is marked failed at once, never left queued forever. */
  async function start(trainingId: number, input: TrainingInput, rerun: boolean) {
    if (closed) return;
    resuming?.add(trainingId);
    if (input.kind === 'text') return texts.index(trainingId, input.title, input.text);
    try {
      await queue.enqueue(trainingId, input, rerun);
    } catch (err) {
      logger.error({ err, trainingId }, 'queueing a training job failed');
      hub.emit(await markFailed(db, trainingId, NOT_QUEUED).catch(() => undefined), 'global');
      throw new AppError('unavailable', NOT_QUEUED);
    }
  }

  // Ids started while the unfinished trainings are looked up, so none of them is started twice.
  let resuming: Set<number> | undefined = queue.kind === 'in-process' ? new Set() : undefined;
  const resumed = resumeUnfinished().finally(() => {
    resuming = undefined;
  });
  async function resumeUnfinished() {
    if (!resuming) return;
    for (const id of await listRunningTrainings(db)) {
      const column = await trainingInput(db, id);
      if (column !== undefined && !resuming.has(id)) await start(id, decodeInput(column), false);
    }
  }
  resumed.catch((err) => logger.error({ err }, 'restarting unfinished trainings failed'));

  return {
    kind: queue.kind,
    async submit(scope, input, opts) {
      const training = await openTraining(db, scope, input, opts?.replacing);
      hub.emit(training, 'global');
      await start(training.id, input, false);
      return training;
    },
    async retry(scope, trainingId) {
      const { training, input } = await reopenTraining(db, scope, trainingId);
      if (input) {
        hub.emit(training, 'global');
        await start(training.id, input, true);
      }
      return training;
    },
    async remove(scope, trainingId) {
      await removeTraining(db, scope, trainingId);
      await queue.cancel(trainingId);
    },
    onProgress: (listener) => hub.on(listener),
    async close() {
      closed = true;
      await resumed.catch(() => {});
      await queue.close();
      await texts.idle();
    },
  };
}
