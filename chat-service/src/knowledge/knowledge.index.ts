import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { isPostgres } from '../db/migration-helpers.ts';
import type { Chunk } from './knowledge.chunk.ts';
import { type KnowledgeScope, scopeKey } from './knowledge.scope.ts';
import { fold } from './stopwords.ts';

const ROWS_PER_INSERT = 200;

/**
 * Puts `chunks` in place of the source's current ones. Call it inside the use case's transaction, so
 * readers see the old chunks or the new ones, never a mix.
 */
export async function replaceSourceChunks(
  trx: Db,
  sourceId: number,
  scope: KnowledgeScope,
  chunks: Chunk[],
): Promise<number> {
  await deleteSourceChunks(trx, sourceId);
  const rows = chunks.map((c, position) => ({ source_id: sourceId, scope: scopeKey(scope), position, ...c }));
  const postgres = isPostgres(trx);
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    const batch = rows.slice(i, i + ROWS_PER_INSERT);
    if (postgres) {
      await trx
        .withTables<{ knowledge_chunks: { search: unknown } }>()
        .insertInto('knowledge_chunks')
        .values(batch.map((r) => ({ ...r, search: searchVector(r) })))
        .execute();
    } else {
      await trx.insertInto('knowledge_chunks').values(batch).execute();
    }
  }
  return rows.length;
}

export async function deleteSourceChunks(trx: Db, sourceId: number): Promise<void> {
  await trx.deleteFrom('knowledge_chunks').where('source_id', '=', sourceId).execute();
}

export async function deleteScopeChunks(trx: Db, scope: KnowledgeScope): Promise<void> {
  await trx.deleteFrom('knowledge_chunks').where('scope', '=', scopeKey(scope)).execute();
}

/** Title weighs most, then the heading path, then the text; accents folded as the queries are. */
function searchVector(c: Pick<Chunk, 'title' | 'heading' | 'text'>) {
  return sql`setweight(to_tsvector('simple', ${fold(c.title)}), 'A')
    || setweight(to_tsvector('simple', ${fold(c.heading)}), 'B')
    || to_tsvector('simple', ${fold(c.text)})`;
}
