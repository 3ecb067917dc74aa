import { sql } from 'kysely';
import type { Db } from '../db/schema.ts';
import { ftsMatch, unscopedFtsMatch } from './knowledge.query.ts';
import { type KnowledgeScope, scopeColumns, scopeKey } from './knowledge.scope.ts';

export interface HitRow {
  id: number;
  source_id: number;
  source: string;
  title: string;
  heading: string;
  text: string;
  language: string;
  kind: string;
  published: string;
  updated: string;
  title_terms: string;
  heading_terms: string;
  text_terms: string;
  score: number;
}

/** A hit row's columns, of the chunks table as `c`. */
export const COLUMNS = sql.raw(
  'c.id, c.source_id, c.source, c.title, c.heading, c.text, c.language, c.kind, c.published, c.updated, c.title_terms, c.heading_terms, c.text_terms',
);

const OVERFETCH = 4;

/**
 * BM25 top chunks of one scope. Matching the scope's token inside the index is what keeps a demo's
 * search fast in a large shared index; but when one scope holds most of the index, walking its token's
 * long list costs more than ranking everyone's chunks, so then the best few are ranked unfiltered and
 * kept if enough of them are the scope's (the same top chunks, since both rank with the same BM25).
 */
export async function sqliteSearch(db: Db, scope: KnowledgeScope, terms: string[], limit: number) {
  if (await holdsMostOfIndex(db, scope)) {
    const fetched = OVERFETCH * limit;
    const { rows } = await sql<HitRow & { scope: string }>`select ${COLUMNS}, c.scope, -f.rank as score
        from (select rowid, rank from knowledge_fts where knowledge_fts match ${unscopedFtsMatch(terms)}
              order by rank limit ${fetched}) f
        join knowledge_chunks c on c.id = f.rowid
        order by f.rank`.execute(db);
    const own = rows.filter((r) => r.scope === scopeKey(scope));
    if (own.length >= limit || rows.length < fetched) return own.slice(0, limit);
  }
  const { rows } = await sql<HitRow>`select ${COLUMNS}, -f.rank as score
      from (select rowid, rank from knowledge_fts where knowledge_fts match ${ftsMatch(scopeKey(scope), terms)}
            order by rank limit ${limit}) f
      join knowledge_chunks c on c.id = f.rowid
      order by f.rank`.execute(db);
  return rows;
}

/** The scope's served chunks against the highest chunk id (a cheap upper bound of the index's size). */
async function holdsMostOfIndex(db: Db, scope: KnowledgeScope): Promise<boolean> {
  const { demo_id, bot_id } = scopeColumns(scope);
  const { rows } = await sql<{ own: number | null; top: number | null }>`select
      (select sum(chunk_count) from knowledge_sources
        where ${demo_id !== null ? sql`demo_id = ${demo_id}` : sql`bot_id = ${bot_id}`}) as own,
      (select max(id) from knowledge_chunks) as top`.execute(db);
  const { own, top } = rows[0] ?? { own: 0, top: 0 };
  return Number(own ?? 0) * 2 > Number(top ?? 0) && Number(own ?? 0) > 0;
}
