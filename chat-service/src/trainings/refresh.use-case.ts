import { REFRESH_INTERVAL_MS, type RefreshSchedule, type Training } from '@vela/contracts';
import type { Db } from '../db/schema.ts';
import { moveNextRun } from './refresh.repository.ts';
import { openRun } from './run.repository.ts';
import { updateTraining } from './training.repository.ts';

/** The time between two scheduled runs of each schedule (tests shorten them). */
export type RefreshIntervals = Record<Exclude<RefreshSchedule, 'off'>, number>;
export const defaultIntervals: RefreshIntervals = REFRESH_INTERVAL_MS;

/** Kinds a schedule applies to: a whole site and one page (documents and texts do not change by themselves). */
export const isCrawled = (kind: Training['kind']) => kind === 'crawl' || kind === 'url';

/** When a schedule set (or a run done) at `from` is next due; null when off. */
export function nextRunAt(refresh: RefreshSchedule, from: Date, intervals: RefreshIntervals): string | null {
  return refresh === 'off' ? null : new Date(from.getTime() + intervals[refresh]).toISOString();
}

/** Stores a source's schedule and when its first run is due. */
export function saveSchedule(db: Db, id: number, refresh: RefreshSchedule, nextAt: string | null) {
  return updateTraining(db, id, { refresh, next_refresh_at: nextAt });
}

/**
 * Takes a scheduled run of source `id`: moves its next run to `nextAt` and, when the source is not already
 * running, puts it back to queued with a run opened for the schedule, all in one transaction. With
 * `expectedNext`, only while its next run is still that one, so a run claimed by an earlier tick (or
 * before a restart) is never taken twice, and one not yet claimed is still there after a restart.
 * True when the caller should start the job.
 */
export function claimScheduledRun(db: Db, id: number, nextAt: string, expectedNext?: string) {
  return db.transaction().execute(async (trx) => {
    const moved = await moveNextRun(trx, id, nextAt, expectedNext);
    if (!moved || (moved.status !== 'ready' && moved.status !== 'failed')) return false;
    const reopened = await updateTraining(trx, id, { status: 'queued', done: 0, total: 0, error: null }, [
      'ready',
      'failed',
    ]);
    if (!reopened) return false;
    await openRun(trx, id, 'schedule');
    return true;
  });
}
