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
  const { ids, rows } = await insertChunks(trx, sourceId, scope, chunks, 0);
  await insertSourceTerms(trx, sourceId, scopeKey(scope), rows);
  return ids;
}

const SOURCES_PER_QUERY = 200;

/**
 * Replaces the chunks of some pages of a source (`pages`: the sources of the pages changed, added or
 * removed) with `chunks`, leaving its other pages' chunks as they are, and keeps the source's term counts
 * right; returns the new chunks' ids. Call it inside the use case's transaction.
 */
export async function replacePageChunks(
  trx: Db,
  sourceId: number,
  scope: KnowledgeScope,
  pages: string[],
  chunks: Chunk[],
): Promise<number[]> {
  const counts = new Map<string, number>();
  for (let i = 0; i < pages.length; i += SOURCES_PER_QUERY) {
    const batch = pages.slice(i, i + SOURCES_PER_QUERY);
    const old = await trx
      .selectFrom('knowledge_chunks')
      .select(['title_terms', 'heading_terms', 'text_terms'])
      .where('source_id', '=', sourceId)
      .where('source', 'in', batch)
      .execute();
    countTerms(old, counts, -1);
    await trx
      .deleteFrom('knowledge_chunks')
      .where('source_id', '=', sourceId)
      .where('source', 'in', batch)
      .execute();
  }
  const last = await trx
    .selectFrom('knowledge_chunks')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('source_id', '=', sourceId)
    .executeTakeFirst();
  const first = last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1;
  const { ids, rows } = await insertChunks(trx, sourceId, scope, chunks, first);
  countTerms(rows, counts, 1);
  await adjustSourceTerms(trx, sourceId, scopeKey(scope), counts);
  return ids;
}

async function insertChunks(
  trx: Db,
  sourceId: number,
  scope: KnowledgeScope,
  chunks: Chunk[],
  firstPosition: number,
) {
  const rows = chunks.map((c, i) => ({
    source_id: sourceId,
    scope: scopeKey(scope),
    position: firstPosition + i,
    ...c,
    published: c.published ?? '',
    updated: c.updated ?? '',
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
  return { ids, rows };
}

/** How many chunks a source holds. */
export async function countSourceChunks(db: Db, sourceId: number): Promise<number> {
  const row = await db
    .selectFrom('knowledge_chunks')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('source_id', '=', sourceId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
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
  chunks: ChunkTerms[],
): Promise<void> {
  const counts = countTerms(chunks, new Map(), 1);
  const rows = [...counts].map(([term, n]) => ({ source_id: sourceId, scope, term, chunks: n }));
  for (let i = 0; i < rows.length; i += TERMS_PER_INSERT) {
    await trx
      .insertInto('knowledge_terms')
      .values(rows.slice(i, i + TERMS_PER_INSERT))
      .execute();
  }
}

type ChunkTerms = Pick<ReturnType<typeof chunkTerms>, 'title_terms' | 'heading_terms' | 'text_terms'>;

/** Adds `sign` to each term's count once per chunk that holds it. */
function countTerms(chunks: ChunkTerms[], counts: Map<string, number>, sign: 1 | -1) {
  for (const c of chunks) {
    const terms = new Set(`${c.title_terms} ${c.heading_terms} ${c.text_terms}`.split(' '));
    for (const term of terms) if (term) counts.set(term, (counts.get(term) ?? 0) + sign);
  }
  return counts;
}

/** Applies changes of term counts to a source's counts; a term no chunk holds any more is dropped. */
async function adjustSourceTerms(trx: Db, sourceId: number, scope: string, delta: Map<string, number>) {
  const rows = [...delta]
    .filter(([, n]) => n !== 0)
    .map(([term, n]) => ({ source_id: sourceId, scope, term, chunks: n }));
  for (let i = 0; i < rows.length; i += TERMS_PER_INSERT) {
    await trx
      .insertInto('knowledge_terms')
      .values(rows.slice(i, i + TERMS_PER_INSERT))
      .onConflict((oc) =>
        oc
          .columns(['source_id', 'term'])
          .doUpdateSet({ chunks: sql`knowledge_terms.chunks + excluded.chunks` }),
      )
      .execute();
  }
  if (rows.some((r) => r.chunks < 0)) {
    await trx
      .deleteFrom('knowledge_terms')
      .where('source_id', '=', sourceId)
      .where('chunks', '<=', 0)
      .execute();
  }
}

/** Title weighs most, then the heading path, then the text, as the stemmed columns hold them. */
function searchVector(terms: ReturnType<typeof chunkTerms>) {
  return sql`setweight(to_tsvector('simple', ${terms.title_terms}), 'A')
    || setweight(to_tsvector('simple', ${terms.heading_terms}), 'B')
    || to_tsvector('simple', ${terms.text_terms})`;
}
