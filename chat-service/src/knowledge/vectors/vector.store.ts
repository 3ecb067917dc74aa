import { sql } from 'kysely';
import type { Logger } from 'pino';
import { isPostgres } from '../../db/migration-helpers.ts';
import type { Db } from '../../db/schema.ts';
import { type KnowledgeScope, scopeKey } from '../knowledge.scope.ts';
import type { HitRow } from '../knowledge.search.sqlite.ts';

/** Chunk vectors beside the chunks: sqlite-vec on SQLite, pgvector on PostgreSQL. */
export interface VectorStore {
  save(trx: Db, rows: { chunkId: number; scope: KnowledgeScope; vector: number[] }[]): Promise<void>;
  /** The scope's chunks nearest to `vector` by cosine distance, nearest first. */
  nearest(db: Db, scope: KnowledgeScope, vector: number[], limit: number): Promise<HitRow[]>;
}

const CHUNK_COLUMNS = sql.raw(
  'c.id, c.source_id, c.source, c.title, c.heading, c.text, c.language, c.kind, c.published, c.updated, c.title_terms, c.heading_terms, c.text_terms',
);

/**
 * The vector store of this database, or undefined (said once in the log) when it cannot hold vectors:
 * sqlite-vec not loadable, or PostgreSQL without the pgvector extension. Vectors are deleted with their
 * chunks (foreign key, on delete cascade).
 */
export async function openVectorStore(db: Db, logger: Logger): Promise<VectorStore | undefined> {
  if (isPostgres(db)) return openPgvector(db, logger);
  try {
    await sql`select vec_version()`.execute(db);
  } catch {
    logger.warn('sqlite-vec could not be loaded: retrieval stays lexical');
    return undefined;
  }
  return {
    async save(trx, rows) {
      for (const row of rows) {
        await sql`insert or replace into knowledge_embeddings (chunk_id, scope, vector)
          values (${row.chunkId}, ${scopeKey(row.scope)}, vec_f32(${JSON.stringify(row.vector)}))`.execute(
          trx,
        );
      }
    },
    async nearest(db, scope, vector, limit) {
      const { rows } = await sql<HitRow>`select ${CHUNK_COLUMNS}, 1 - e.distance as score
        from (select chunk_id, vec_distance_cosine(vector, vec_f32(${JSON.stringify(vector)})) as distance
              from knowledge_embeddings where scope = ${scopeKey(scope)}
              order by distance limit ${limit}) e
        join knowledge_chunks c on c.id = e.chunk_id
        order by e.distance`.execute(db);
      return rows;
    },
  };
}

async function openPgvector(db: Db, logger: Logger): Promise<VectorStore | undefined> {
  try {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_available_extensions
      where name = 'vector'`.execute(db);
    if (!rows[0]?.n) throw new Error('the pgvector extension is not installed');
    await sql`create extension if not exists vector`.execute(db);
    await sql`create table if not exists knowledge_embeddings (
      chunk_id integer primary key references knowledge_chunks (id) on delete cascade,
      scope text not null,
      vector vector not null
    )`.execute(db);
    await sql`create index if not exists knowledge_embeddings_scope on knowledge_embeddings (scope)`.execute(
      db,
    );
  } catch (err) {
    logger.warn({ err: (err as Error).message }, 'PostgreSQL cannot store vectors: retrieval stays lexical');
    return undefined;
  }
  return {
    async save(trx, rows) {
      for (const row of rows) {
        await sql`insert into knowledge_embeddings (chunk_id, scope, vector)
          values (${row.chunkId}, ${scopeKey(row.scope)}, ${JSON.stringify(row.vector)}::vector)
          on conflict (chunk_id) do update set vector = excluded.vector`.execute(trx);
      }
    },
    async nearest(db, scope, vector, limit) {
      const { rows } = await sql<HitRow>`select ${CHUNK_COLUMNS}, 1 - e.distance as score
        from (select chunk_id, vector <=> ${JSON.stringify(vector)}::vector as distance
              from knowledge_embeddings where scope = ${scopeKey(scope)}
              order by distance limit ${limit}) e
        join knowledge_chunks c on c.id = e.chunk_id
        order by e.distance`.execute(db);
      return rows;
    },
  };
}
