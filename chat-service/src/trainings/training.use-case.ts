import { type CrawlReport, MAX_DOCUMENT_BYTES, type Training, type TrainingStatus } from '@vela/contracts';
import { documentMessages } from '@vela/worker';
import type { Db } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { deleteSourceChunks } from '../knowledge/knowledge.index.ts';
import type { KnowledgeScope } from '../knowledge/knowledge.scope.ts';
import {
  deleteTraining,
  findTrainingIn,
  insertTraining,
  trainingInput,
  updateTraining,
} from './training.repository.ts';
import { decodeInput, encodeInput, labelOf, type TrainingInput } from './training-input.ts';

export const RUNNING: TrainingStatus[] = ['queued', 'crawling', 'indexing'];
export const TRAINING_NOT_FOUND = 'Training not found';
/** Shown when a job dies of something other than a reason the worker explains (a crash, a lost thread). */
export const UNEXPECTED_FAILURE = 'The import failed unexpectedly. Please try again.';
/** A schedule asked of a document or a text, which never change by themselves. */
export const NOT_SCHEDULABLE = 'Only websites and pages can be refreshed on a schedule';
/** Shown when the job could not even be queued (Redis unreachable). */
export const NOT_QUEUED = 'The import could not be started. Please try again in a moment.';

/** Records a new training, or puts the text training `replacing` back to queued with its new text. */
export async function openTraining(
  db: Db,
  scope: KnowledgeScope,
  input: TrainingInput,
  replacing?: number,
): Promise<Training> {
  if (input.kind === 'document' && input.bytes.length > MAX_DOCUMENT_BYTES) {
    throw new AppError('payload_too_large', documentMessages.fileTooLarge);
  }
  const { kind, label } = labelOf(input);
  if (replacing === undefined) return insertTraining(db, scope, { kind, label, input: encodeInput(input) });
  const existing = await findTrainingIn(db, scope, replacing);
  if (existing?.kind !== 'text' || kind !== 'text') throw new AppError('not_found', TRAINING_NOT_FOUND);
  const training = await updateTraining(db, existing.id, {
    ...{ status: 'queued', done: 0, total: 0, error: null },
    label,
    input: encodeInput(input),
  });
  if (!training) throw new AppError('not_found', TRAINING_NOT_FOUND);
  return training;
}

/** Puts a finished training back to queued; `input` is missing when it is still running (nothing to start). */
export async function reopenTraining(
  db: Db,
  scope: KnowledgeScope,
  id: number,
): Promise<{ training: Training; input?: TrainingInput }> {
  const existing = await findTrainingIn(db, scope, id);
  if (!existing) throw new AppError('not_found', TRAINING_NOT_FOUND);
  if (RUNNING.includes(existing.status)) return { training: existing };
  const column = await trainingInput(db, id);
  const training = await updateTraining(db, id, { status: 'queued', done: 0, total: 0, error: null }, [
    'ready',
    'failed',
  ]);
  if (!training || column === undefined)
    return { training: (await findTrainingIn(db, scope, id)) ?? existing };
  return { training, input: decodeInput(column) };
}

/** Deletes a training and its chunks together. */
export async function removeTraining(db: Db, scope: KnowledgeScope, id: number): Promise<Training> {
  const existing = await findTrainingIn(db, scope, id);
  if (!existing) throw new AppError('not_found', TRAINING_NOT_FOUND);
  await db.transaction().execute(async (trx) => {
    await deleteSourceChunks(trx, id);
    await deleteTraining(trx, id);
  });
  return existing;
}

/** A job started or read more pages; never moves a training that already got further back. */
export function markCrawling(db: Db, id: number, done: number, total: number) {
  return updateTraining(db, id, { status: 'crawling', done, total: Math.max(done, total) }, [
    'queued',
    'crawling',
  ]);
}

/** A job's documents arrived; a crawl's report is kept with the training from here on. */
export function markIndexing(db: Db, id: number, report?: CrawlReport) {
  const patch = report
    ? { status: 'indexing' as const, report: JSON.stringify(report) }
    : { status: 'indexing' as const };
  return updateTraining(db, id, patch, RUNNING);
}

/** Ends a running training as failed; its previous chunks (if any) stay served. */
export function markFailed(db: Db, id: number, message: string) {
  return updateTraining(db, id, { status: 'failed', error: message || UNEXPECTED_FAILURE }, RUNNING);
}
