import type { CrawlReport, Training, TrainingKind, TrainingStatus } from '@vela/contracts';
import type { Updateable } from 'kysely';
import { type Db, now } from '../db/schema.ts';
import { type KnowledgeScope, scopeColumns } from '../knowledge/knowledge.scope.ts';
import type { TrainingRow, TrainingsTable } from './training.table.ts';

export type { Training } from '@vela/contracts';

const columns = [
  'id',
  'demo_id',
  'bot_id',
  'kind',
  'label',
  'status',
  'done',
  'total',
  'chunk_count',
  'error',
  'report',
  'refresh',
  'next_refresh_at',
  'created_at',
  'updated_at',
] as const;

function toTraining(row: Omit<TrainingRow, 'input'>): Training {
  return {
    id: Number(row.id),
    demoId: row.demo_id,
    botId: row.bot_id,
    kind: row.kind,
    label: row.label,
    status: row.status,
    done: Number(row.done),
    total: Number(row.total),
    chunkCount: Number(row.chunk_count),
    error: row.error,
    report: row.report === null ? null : (JSON.parse(row.report) as CrawlReport),
    refresh: row.refresh,
    nextRefreshAt: row.next_refresh_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function insertTraining(
  db: Db,
  scope: KnowledgeScope,
  fields: { kind: TrainingKind; label: string; input: string },
): Promise<Training> {
  const at = now();
  const row = await db
    .insertInto('knowledge_sources')
    .values({
      ...scopeColumns(scope),
      ...fields,
      status: 'queued',
      done: 0,
      total: 0,
      chunk_count: 0,
      created_at: at,
      updated_at: at,
    })
    .returning(columns)
    .executeTakeFirstOrThrow();
  return toTraining(row);
}

/** Every training of a demo or bot, oldest first. */
export async function listTrainings(db: Db, scope: KnowledgeScope): Promise<Training[]> {
  const { demo_id, bot_id } = scopeColumns(scope);
  const rows = await db
    .selectFrom('knowledge_sources')
    .select(columns)
    .$if(demo_id !== null, (q) => q.where('demo_id', '=', demo_id))
    .$if(bot_id !== null, (q) => q.where('bot_id', '=', bot_id))
    .orderBy('id')
    .execute();
  return rows.map(toTraining);
}

/** How many trainings (sources) a demo or bot holds. */
export async function countTrainings(db: Db, scope: KnowledgeScope): Promise<number> {
  const { demo_id, bot_id } = scopeColumns(scope);
  const row = await db
    .selectFrom('knowledge_sources')
    .select((eb) => eb.fn.countAll().as('n'))
    .$if(demo_id !== null, (q) => q.where('demo_id', '=', demo_id))
    .$if(bot_id !== null, (q) => q.where('bot_id', '=', bot_id))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * What a demo's or bot's knowledge is at: its sources and when the last of them changed. Every change of
 * its chunks goes with a change of a source (indexed, refreshed, removed), so answers retrieved at one
 * version serve as long as it holds.
 */
export async function knowledgeVersion(db: Db, scope: KnowledgeScope): Promise<string> {
  const { demo_id, bot_id } = scopeColumns(scope);
  const row = await db
    .selectFrom('knowledge_sources')
    .select((eb) => [eb.fn.countAll().as('n'), eb.fn.max('updated_at').as('at')])
    .$if(demo_id !== null, (q) => q.where('demo_id', '=', demo_id))
    .$if(bot_id !== null, (q) => q.where('bot_id', '=', bot_id))
    .executeTakeFirstOrThrow();
  return `${row.n}:${row.at ?? ''}`;
}

/** A training by id alone (job events know only the training id), or undefined once it is removed. */
export async function findTraining(db: Db, id: number): Promise<Training | undefined> {
  const row = await db
    .selectFrom('knowledge_sources')
    .select(columns)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toTraining(row);
}

/** A training of this scope, or undefined when the id belongs to someone else. */
export async function findTrainingIn(
  db: Db,
  scope: KnowledgeScope,
  id: number,
): Promise<Training | undefined> {
  const training = await findTraining(db, id);
  if (!training) return undefined;
  const { demo_id, bot_id } = scopeColumns(scope);
  return training.demoId === demo_id && training.botId === bot_id ? training : undefined;
}

/** Ids of the trainings not yet ready or failed, oldest first (to restart after an embedded-mode restart). */
export async function listRunningTrainings(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('knowledge_sources')
    .select('id')
    .where('status', 'in', ['queued', 'crawling', 'indexing'])
    .orderBy('id')
    .execute();
  return rows.map((r) => Number(r.id));
}

/** The training's `input` column (`decodeInput` reads it). */
export async function trainingInput(db: Db, id: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('knowledge_sources')
    .select('input')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.input;
}

export type TrainingPatch = Pick<
  Updateable<TrainingsTable>,
  | 'status'
  | 'done'
  | 'total'
  | 'chunk_count'
  | 'error'
  | 'label'
  | 'input'
  | 'report'
  | 'refresh'
  | 'next_refresh_at'
>;

/**
 * Changes a training and returns it; with `whileStatusIn`, only while it is in one of those states
 * (so a late progress report cannot turn a ready training back to crawling). Undefined when unchanged.
 */
export async function updateTraining(
  db: Db,
  id: number,
  patch: TrainingPatch,
  whileStatusIn?: TrainingStatus[],
): Promise<Training | undefined> {
  const row = await db
    .updateTable('knowledge_sources')
    .set({ ...patch, updated_at: now() })
    .where('id', '=', id)
    .$if(whileStatusIn !== undefined, (q) => q.where('status', 'in', whileStatusIn ?? []))
    .returning(columns)
    .executeTakeFirst();
  return row && toTraining(row);
}

export async function deleteTraining(db: Db, id: number): Promise<void> {
  await db.deleteFrom('knowledge_sources').where('id', '=', id).execute();
}

export async function deleteTrainingsOf(db: Db, scope: KnowledgeScope): Promise<void> {
  const { demo_id, bot_id } = scopeColumns(scope);
  await db
    .deleteFrom('knowledge_sources')
    .$if(demo_id !== null, (q) => q.where('demo_id', '=', demo_id))
    .$if(bot_id !== null, (q) => q.where('bot_id', '=', bot_id))
    .execute();
}
