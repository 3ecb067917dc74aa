import type { RefreshSchedule, RunTrigger, Training, TrainingRun, TrainingStatus } from '@vela/contracts';
import type { PdfEngine } from '@vela/worker';
import type { Logger } from 'pino';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import type { KnowledgeScope } from '../knowledge/knowledge.scope.ts';
import { indexDocuments } from '../knowledge/knowledge.use-case.ts';
import type { SemanticIndex } from '../knowledge/vectors/semantic.index.ts';
import { createBullmqQueue } from './bullmq.queue.ts';
import { indexCrawlRun } from './crawl-run.use-case.ts';
import { createInProcessQueue } from './in-process.queue.ts';
import { storedPages } from './page.repository.ts';
import type { ScheduledRun } from './refresh.scheduler.ts';
import { createBullmqScheduler, createTimerScheduler, type RefreshScheduler } from './refresh.scheduler.ts';
import {
  claimScheduledRun,
  defaultIntervals,
  isCrawled,
  nextRunAt,
  type RefreshIntervals,
  saveSchedule,
} from './refresh.use-case.ts';
import { failRun, listRuns, openRun } from './run.repository.ts';
import { createTextIndexer } from './text.indexer.ts';
import { findTraining, findTrainingIn, listRunningTrainings, trainingInput } from './training.repository.ts';
import {
  markCrawling,
  markFailed,
  markIndexing,
  NOT_QUEUED,
  NOT_SCHEDULABLE,
  openTraining,
  removeTraining,
  reopenTraining,
  TRAINING_NOT_FOUND,
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
  submit(
    scope: KnowledgeScope,
    input: TrainingInput,
    opts?: { replacing?: number; refresh?: RefreshSchedule },
  ): Promise<Training>;
  /**
   * Runs a training again from its input ("refresh now" for a crawled source: only what changed is read);
   * one still running is returned as it is.
   */
  retry(scope: KnowledgeScope, trainingId: number): Promise<Training>;
  /** Sets how often a crawled source runs again by itself; its first scheduled run is an interval from now. */
  schedule(scope: KnowledgeScope, trainingId: number, refresh: RefreshSchedule): Promise<Training>;
  /** A crawled source's last runs, newest first, with what each changed. */
  runs(scope: KnowledgeScope, trainingId: number): Promise<TrainingRun[]>;
  /** Stops the training if it runs and deletes it with its chunks. */
  remove(scope: KnowledgeScope, trainingId: number): Promise<void>;
  /** Every change of a training's status or progress; returns the unsubscribe function. */
  onProgress(listener: ProgressListener): () => void;
}

/** The feature as the composition root holds it: also which queue runs the jobs, and its lifetime. */
export interface TrainingService extends Trainings {
  /** 'in-process' or 'bullmq', for health and logs. */
  readonly kind: 'in-process' | 'bullmq';
  /** Starts the scheduled runs due now (the embedded timer does it every minute; tests call it). */
  checkSchedules(): Promise<void>;
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
  /** Time between scheduled runs (tests shorten them), and the clock they are measured by. */
  refreshIntervals?: RefreshIntervals;
  now?: () => Date;
  /** How often the embedded timer reads due runs (default a minute; 0: only on `checkSchedules`). */
  scheduleCheckMs?: number;
}

/** Jobs run on BullMQ when REDIS_URL is set (workers run `npm run worker`), else in this process's threads. */
export function createTrainings(deps: TrainingsDeps): TrainingService {
  const { config, logger, prefix, pdfEngine, db } = deps;
  const intervals = deps.refreshIntervals ?? defaultIntervals;
  const now = deps.now ?? (() => new Date());
  const redisUrl = config.REDIS_URL;
  return openTrainings(
    deps,
    (reports) =>
      redisUrl
        ? createBullmqQueue({ redisUrl, logger, prefix }, reports)
        : createInProcessQueue({ config, logger, pdfEngine }, reports),
    (run) =>
      redisUrl
        ? createBullmqScheduler({ db, redisUrl, logger, prefix, intervals, now }, run)
        : createTimerScheduler({ db, logger, now, checkEveryMs: deps.scheduleCheckMs }, run),
  );
}

/**
 * The trainings of every demo and bot, their jobs run by the queue `queueOf` builds. Company information
 * is indexed by this node at once. Trainings that an in-process queue lost to a restart start again.
 */
export function openTrainings(
  deps: Pick<TrainingsDeps, 'db' | 'logger' | 'semantic' | 'refreshIntervals' | 'now' | 'scheduleCheckMs'>,
  queueOf: TrainingQueueFactory,
  schedulerOf?: (run: ScheduledRun) => RefreshScheduler,
): TrainingService {
  const { db, logger, semantic } = deps;
  const intervals = deps.refreshIntervals ?? defaultIntervals;
  const now = deps.now ?? (() => new Date());
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
    async failed(id, reason, delivery) {
      await failRun(db, id, reason);
      await record(markFailed(db, id, reason), id, 'failed', delivery);
    },
    async documents(result) {
      const { trainingId, documents, report, pages } = result;
      hub.emit(await markIndexing(db, trainingId, report), 'global');
      const indexed = pages
        ? await indexCrawlRun(db, { ...result, pages }, semantic)
        : await indexDocuments(db, trainingId, documents, semantic);
      if (indexed?.status === 'failed') await failRun(db, trainingId, indexed.error ?? '');
      hub.emit(indexed, 'global');
    },
  };
  const queue = queueOf(reports);
  let closed = false;

  /**
   * A crawled source's run is recorded (`trigger`: unless one is open already) and its job told what the
   * last run knew of its pages. A training whose job cannot be queued is marked failed at once, never left
   * queued forever.
   */
  async function start(trainingId: number, input: TrainingInput, rerun: boolean, trigger: RunTrigger) {
    if (closed) return;
    resuming?.add(trainingId);
    if (input.kind === 'text') return texts.index(trainingId, input.title, input.text);
    const crawled = input.kind === 'crawl' || input.kind === 'url';
    try {
      if (crawled) await openRun(db, trainingId, trigger);
      const known = crawled ? await storedPages(db, trainingId) : [];
      await queue.enqueue(trainingId, input, rerun, known);
    } catch (err) {
      logger.error({ err, trainingId }, 'queueing a training job failed');
      if (crawled) await failRun(db, trainingId, NOT_QUEUED).catch(() => undefined);
      hub.emit(await markFailed(db, trainingId, NOT_QUEUED).catch(() => undefined), 'global');
      throw new AppError('unavailable', NOT_QUEUED);
    }
  }

  /** A scheduled run of source `id`, taken once (see `claimScheduledRun`) and started like any other. */
  async function runScheduled(id: number, expectedNext?: string) {
    // trainings a restart left unfinished start first, so a run they carry on is never started twice
    await resumed.catch(() => {});
    const training = await findTraining(db, id);
    if (!training || training.refresh === 'off' || closed) return;
    const nextAt = nextRunAt(training.refresh, now(), intervals) ?? '';
    if (!(await claimScheduledRun(db, id, nextAt, expectedNext))) return;
    const column = await trainingInput(db, id);
    if (column === undefined) return;
    hub.emit(await findTraining(db, id), 'global');
    await start(id, decodeInput(column), true, 'schedule');
  }

  async function crawledSource(scope: KnowledgeScope, trainingId: number) {
    const training = await findTrainingIn(db, scope, trainingId);
    if (!training) throw new AppError('not_found', TRAINING_NOT_FOUND);
    if (!isCrawled(training.kind)) throw new AppError('bad_request', NOT_SCHEDULABLE);
    return training;
  }
  async function setSchedule(id: number, refresh: RefreshSchedule) {
    const nextAt = nextRunAt(refresh, now(), intervals);
    const training = await saveSchedule(db, id, refresh, nextAt);
    await scheduler?.set(id, refresh, nextAt);
    return training;
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
      if (column !== undefined && !resuming.has(id)) await start(id, decodeInput(column), false, 'manual');
    }
  }
  resumed.catch((err) => logger.error({ err }, 'restarting unfinished trainings failed'));
  const scheduler = schedulerOf?.(runScheduled);

  return {
    kind: queue.kind,
    async submit(scope, input, opts) {
      let training = await openTraining(db, scope, input, opts?.replacing);
      if (opts?.refresh && opts.refresh !== 'off' && isCrawled(training.kind)) {
        training = (await setSchedule(training.id, opts.refresh)) ?? training;
      }
      hub.emit(training, 'global');
      await start(training.id, input, false, 'first');
      return training;
    },
    async retry(scope, trainingId) {
      const { training, input } = await reopenTraining(db, scope, trainingId);
      if (input) {
        hub.emit(training, 'global');
        await start(training.id, input, true, 'manual');
      }
      return training;
    },
    async schedule(scope, trainingId, refresh) {
      const training = await crawledSource(scope, trainingId);
      return (await setSchedule(training.id, refresh)) ?? training;
    },
    async runs(scope, trainingId) {
      return listRuns(db, (await crawledSource(scope, trainingId)).id);
    },
    async remove(scope, trainingId) {
      const training = await findTrainingIn(db, scope, trainingId);
      await removeTraining(db, scope, trainingId);
      await queue.cancel(trainingId);
      if (training?.refresh !== 'off') await scheduler?.set(trainingId, 'off', null).catch(() => {});
    },
    checkSchedules: () => scheduler?.tick() ?? Promise.resolve(),
    onProgress: (listener) => hub.on(listener),
    async close() {
      closed = true;
      await scheduler?.close();
      await resumed.catch(() => {});
      await queue.close();
      await texts.idle();
    },
  };
}
