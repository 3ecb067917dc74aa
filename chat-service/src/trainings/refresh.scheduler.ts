import type { RefreshSchedule } from '@vela/contracts';
import { Queue, Worker } from 'bullmq';
import type { Logger } from 'pino';
import type { Db } from '../db/schema.ts';
import { closeWithin } from './bounded-close.ts';
import { dueSources, scheduledSources } from './refresh.repository.ts';
import type { RefreshIntervals } from './refresh.use-case.ts';

/** Starts the scheduled run of source `id`; `expectedNext`: the due time it was found under (embedded timer). */
export type ScheduledRun = (id: number, expectedNext?: string) => Promise<void>;

/** Where the schedules of crawled sources live: a timer over the stored next runs, or BullMQ's job schedulers. */
export interface RefreshScheduler {
  /** A source's schedule changed (or the source was removed: 'off'); `nextAt` is its first run. */
  set(id: number, refresh: RefreshSchedule, nextAt: string | null): Promise<void>;
  /** Looks for due runs now (the timer does it every minute). */
  tick(): Promise<void>;
  close(): Promise<void>;
}

export interface TimerSchedulerDeps {
  db: Db;
  logger: Logger;
  now: () => Date;
  /** How often the stored next runs are read (default a minute); 0: only when `tick` is called. */
  checkEveryMs?: number;
}

/**
 * Embedded mode: the next run of each source is stored with it, and a timer starts the runs found due,
 * each taken at most once (see `claimScheduledRun`). A run that fell due while the server was down starts
 * at the first check after start, once; the next one is then an interval after it.
 */
export function createTimerScheduler(deps: TimerSchedulerDeps, run: ScheduledRun): RefreshScheduler {
  const { db, logger } = deps;
  let checking: Promise<void> = Promise.resolve();
  let closed = false;
  const check = async () => {
    for (const due of await dueSources(db, deps.now().toISOString())) {
      if (closed) return;
      await run(due.id, due.nextAt).catch((err) =>
        logger.error({ err, trainingId: due.id }, 'a scheduled refresh could not start'),
      );
    }
  };
  const tick = () => {
    checking = checking.then(check).catch((err) => logger.error({ err }, 'reading due refreshes failed'));
    return checking;
  };
  const every = deps.checkEveryMs ?? 60_000;
  const timer = every > 0 ? setInterval(tick, every) : undefined;
  timer?.unref();
  if (every > 0) void tick();
  return {
    set: async () => {},
    tick,
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      await checking;
    },
  };
}

/** BullMQ queue of scheduled refreshes; chat-service nodes consume it. */
export const REFRESH_QUEUE = 'vela-refresh';
const schedulerId = (id: number) => `refresh-${id}`;

export interface BullmqSchedulerDeps {
  db: Db;
  redisUrl: string;
  logger: Logger;
  prefix?: string;
  intervals: RefreshIntervals;
  now: () => Date;
}

/**
 * Cluster mode: one BullMQ job scheduler per scheduled source (id `refresh-<source>`, so setting it again
 * from any node replaces it, never adds a second), whose jobs any one node takes. At start, a node puts
 * back the schedulers Redis lost and drops those of sources gone or switched off.
 */
export function createBullmqScheduler(deps: BullmqSchedulerDeps, run: ScheduledRun): RefreshScheduler {
  const { logger } = deps;
  const connection = { url: deps.redisUrl, maxRetriesPerRequest: null };
  const prefix = deps.prefix ? { prefix: deps.prefix } : {};
  const queue = new Queue<{ trainingId: number }>(REFRESH_QUEUE, { connection, ...prefix });
  queue.on('error', (err) => logger.warn({ err: err.message }, 'refresh queue error'));
  const worker = new Worker<{ trainingId: number }>(REFRESH_QUEUE, (job) => run(job.data.trainingId), {
    connection,
    ...prefix,
    concurrency: 1,
  });
  worker.on('error', (err) => logger.warn({ err: err.message }, 'refresh worker error'));

  /** A changed schedule replaces the old one with its pending run (upserting alone would keep that run's time). */
  async function set(id: number, refresh: RefreshSchedule, nextAt: string | null) {
    await queue.removeJobScheduler(schedulerId(id));
    if (refresh === 'off' || !nextAt) return;
    const start = Math.max(new Date(nextAt).getTime(), deps.now().getTime());
    await queue.upsertJobScheduler(
      schedulerId(id),
      { every: deps.intervals[refresh], startDate: start },
      {
        name: 'refresh',
        data: { trainingId: id },
        opts: { removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } },
      },
    );
  }

  async function reconcile() {
    const wanted = await scheduledSources(deps.db);
    const present = new Set((await queue.getJobSchedulers(0, -1)).map((s) => s.key));
    for (const source of wanted) {
      if (!present.has(schedulerId(source.id)) && source.refresh !== 'off') {
        await set(source.id, source.refresh, source.nextAt ?? deps.now().toISOString());
      }
    }
    const kept = new Set(wanted.map((s) => schedulerId(s.id)));
    for (const key of present) if (!kept.has(key)) await queue.removeJobScheduler(key);
  }
  const reconciled = reconcile().catch((err) => logger.warn({ err }, 'restoring refresh schedules failed'));

  return {
    set: async (id, refresh, nextAt) => {
      await reconciled;
      await set(id, refresh, nextAt);
    },
    tick: async () => {},
    async close() {
      await reconciled;
      // Forced: a refresh taken at this moment is taken again by another node once its lock lapses.
      await closeWithin(logger, { 'refresh worker': { close: () => worker.close(true) } });
      await closeWithin(logger, { 'refresh queue': queue });
    },
  };
}
