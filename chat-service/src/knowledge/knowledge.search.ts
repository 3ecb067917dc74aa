import type { Db } from '../db/database.ts';
import { isPostgres } from '../db/migration-helpers.ts';
import { deleteTrainingsOf } from '../trainings/training.repository.ts';
import { deleteScopeChunks } from './knowledge.index.ts';
import { questionTerms } from './knowledge.query.ts';
import type { KnowledgeScope } from './knowledge.scope.ts';
import { postgresSearch } from './knowledge.search.postgres.ts';
import { sqliteSearch } from './knowledge.search.sqlite.ts';

export type { KnowledgeScope } from './knowledge.scope.ts';

/** One ranked chunk of a demo's or bot's knowledge. */
export interface KnowledgeHit {
  chunkId: number;
  sourceId: number;
  text: string;
  /** The page URL or the file name. */
  source: string;
  title: string;
  /** The heading path the text sits under ('Menu › Pizze'), empty at the top of a page. */
  heading: string;
  /** Higher is better; comparable only within one search. */
  score: number;
}

/**
 * The chunks of one demo or bot that best match a question (BM25 on SQLite, ts_rank_cd on PostgreSQL),
 * best first.
 * Stopwords are dropped and the remaining words OR-ed, so a chunk matching any of them can rank.
 */
export async function searchKnowledge(
  db: Db,
  scope: KnowledgeScope,
  query: string,
  limit = 8,
): Promise<KnowledgeHit[]> {
  const terms = questionTerms(query);
  if (terms.length === 0 || limit < 1) return [];
  const rows = isPostgres(db)
    ? await postgresSearch(db, scope, terms, limit)
    : await sqliteSearch(db, scope, terms, limit);
  return rows.map((r) => ({
    chunkId: Number(r.id),
    sourceId: Number(r.source_id),
    text: r.text,
    source: r.source,
    title: r.title,
    heading: r.heading,
    score: Number(r.score),
  }));
}

/** Removes every source and chunk of a demo or bot (an expired demo, a deleted bot) at once. */
export async function deleteKnowledge(db: Db, scope: KnowledgeScope): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await deleteScopeChunks(trx, scope);
    await deleteTrainingsOf(trx, scope);
  });
}
