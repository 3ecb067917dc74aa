import { sql } from 'kysely';
import { isPostgres } from '../db/migration-helpers.ts';
import type { Db } from '../db/schema.ts';
import { pageKind } from './analysis/page-kind.ts';
import type { Chunk } from './knowledge.chunk.ts';
import { chunkTerms } from './knowledge.chunk-terms.ts';
import { type KnowledgeScope, scopeKey } from './knowledge.scope.ts';

const ROWS_PER_INSERT = 200;

/**
 * Puts `chunks` in place of the source's current ones and returns their ids, in order. Call it inside the use case's transaction, so
 * readers see the old chunks or the new ones, never a mix.
 */
export async function replaceSourceChunks(
  trx: Db,
  sourceId: number,
  scope: KnowledgeScope,
  chunks: Chunk[],
): Promise<number[]> {
  await deleteSourceChunks(trx, sourceId);
  const rows = chunks.map((c, position) => ({
    source_id: sourceId,
    scope: scopeKey(scope),
    position,
    ...c,
    kind: pageKind(c.source, c.title),
    ...chunkTerms(c),
  }));
  const postgres = isPostgres(trx);
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    const batch = rows.slice(i, i + ROWS_PER_INSERT);
    const inserted = postgres
      ? await trx
          .withTables<{ knowledge_chunks: { search: unknown } }>()
          .insertInto('knowledge_chunks')
          .values(batch.map((r) => ({ ...r, search: searchVector(r) })))
          .returning('id')
          .execute()
      : await trx.insertInto('knowledge_chunks').values(batch).returning('id').execute();
    ids.push(...inserted.map((r) => Number(r.id)));
  }
  await insertSourceTerms(trx, sourceId, scopeKey(scope), rows);
  return ids;
}

export async function deleteSourceChunks(trx: Db, sourceId: number): Promise<void> {
  await trx.deleteFrom('knowledge_terms').where('source_id', '=', sourceId).execute();
  await trx.deleteFrom('knowledge_chunks').where('source_id', '=', sourceId).execute();
}

export async function deleteScopeChunks(trx: Db, scope: KnowledgeScope): Promise<void> {
  await trx.deleteFrom('knowledge_terms').where('scope', '=', scopeKey(scope)).execute();
  await trx.deleteFrom('knowledge_chunks').where('scope', '=', scopeKey(scope)).execute();
}

const TERMS_PER_INSERT = 500;

/**
 * How many of a source's chunks hold each term, kept beside the chunks so a search weighs a question's
 * words by their rarity in that knowledge with one indexed read, whatever its size.
 */
export async function insertSourceTerms(
  trx: Db,
  sourceId: number,
  scope: string,
  chunks: ReturnType<typeof chunkTerms>[],
): Promise<void> {
  const counts = new Map<string, number>();
  for (const c of chunks) {
    const terms = new Set(`${c.title_terms} ${c.heading_terms} ${c.text_terms}`.split(' '));
    for (const term of terms) if (term) counts.set(term, (counts.get(term) ?? 0) + 1);
  }
  const rows = [...counts].map(([term, n]) => ({ source_id: sourceId, scope, term, chunks: n }));
  for (let i = 0; i < rows.length; i += TERMS_PER_INSERT) {
    await trx
      .insertInto('knowledge_terms')
      .values(rows.slice(i, i + TERMS_PER_INSERT))
      .execute();
  }
}

/** Title weighs most, then the heading path, then the text, as the stemmed columns hold them. */
function searchVector(terms: ReturnType<typeof chunkTerms>) {
  return sql`setweight(to_tsvector('simple', ${terms.title_terms}), 'A')
    || setweight(to_tsvector('simple', ${terms.heading_terms}), 'B')
    || to_tsvector('simple', ${terms.text_terms})`;
}
