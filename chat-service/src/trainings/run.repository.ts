import { MAX_KEPT_RUNS, type RunTrigger, type TrainingRun } from '@vela/contracts';
import type { Selectable } from 'kysely';
import { type Db, now } from '../db/schema.ts';
import type { TrainingRunsTable } from './training.table.ts';

const list = (column: string) => JSON.parse(column) as string[];

function toRun(row: Selectable<TrainingRunsTable>): TrainingRun {
  return {
    id: Number(row.id),
    trainingId: Number(row.training_id),
    trigger: row.trigger,
    status: row.status,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    added: list(row.added),
    changed: list(row.changed),
    removed: list(row.removed),
    missing: list(row.missing),
    unchanged: Number(row.unchanged),
    error: row.error,
  };
}

/**
 * Opens a run of the training unless one is already open (a restarted job carries on the run it was
 * part of), and keeps only the newest runs.
 */
export async function openRun(db: Db, trainingId: number, trigger: RunTrigger): Promise<void> {
  const open = await db
    .selectFrom('training_runs')
    .select('id')
    .where('training_id', '=', trainingId)
    .where('status', '=', 'running')
    .executeTakeFirst();
  if (open) return;
  await db
    .insertInto('training_runs')
    .values({ training_id: trainingId, trigger, status: 'running', started_at: now() })
    .execute();
  const kept = await db
    .selectFrom('training_runs')
    .select('id')
    .where('training_id', '=', trainingId)
    .orderBy('id', 'desc')
    .offset(MAX_KEPT_RUNS)
    .limit(1)
    .executeTakeFirst();
  if (kept) {
    await db
      .deleteFrom('training_runs')
      .where('training_id', '=', trainingId)
      .where('id', '<=', kept.id)
      .execute();
  }
}

export interface RunChanges {
  added: string[];
  changed: string[];
  removed: string[];
  missing: string[];
  unchanged: number;
}

/** Closes the training's open run as ready with what it changed. */
export async function finishRun(db: Db, trainingId: number, changes: RunChanges): Promise<void> {
  await db
    .updateTable('training_runs')
    .set({
      status: 'ready',
      finished_at: now(),
      added: JSON.stringify(changes.added),
      changed: JSON.stringify(changes.changed),
      removed: JSON.stringify(changes.removed),
      missing: JSON.stringify(changes.missing),
      unchanged: changes.unchanged,
      error: null,
    })
    .where('training_id', '=', trainingId)
    .where('status', '=', 'running')
    .execute();
}

/** Closes the training's open run as failed (every node may report the same failure: only the first counts). */
export async function failRun(db: Db, trainingId: number, error: string): Promise<void> {
  await db
    .updateTable('training_runs')
    .set({ status: 'failed', finished_at: now(), error })
    .where('training_id', '=', trainingId)
    .where('status', '=', 'running')
    .execute();
}

/** The training's runs, newest first. */
export async function listRuns(db: Db, trainingId: number): Promise<TrainingRun[]> {
  const rows = await db
    .selectFrom('training_runs')
    .selectAll()
    .where('training_id', '=', trainingId)
    .orderBy('id', 'desc')
    .limit(MAX_KEPT_RUNS)
    .execute();
  return rows.map(toRun);
}
