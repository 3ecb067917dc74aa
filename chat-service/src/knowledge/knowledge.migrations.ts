import { type Migration, sql } from 'kysely';
import { type AnyDb, idColumn, isPostgres } from '../db/migration-helpers.ts';

export const knowledgeMigrations: Record<string, Migration> = {
  '2026-11-22-0805-knowledge-sources-chunks': {
    async up(db: AnyDb) {
      await sql`create table knowledge_sources (
        id ${idColumn(db)},
        demo_id text,
        bot_id text,
        kind text not null check (kind in ('crawl', 'url', 'document', 'text')),
        label text not null,
        status text not null default 'queued'
          check (status in ('queued', 'crawling', 'indexing', 'ready', 'failed')),
        done integer not null default 0,
        total integer not null default 0,
        chunk_count integer not null default 0,
        error text,
        input text not null,
        created_at text not null,
        updated_at text not null,
        check ((demo_id is null) <> (bot_id is null))
      )`.execute(db);
      await sql`create index knowledge_sources_demo_id on knowledge_sources (demo_id)`.execute(db);
      await sql`create index knowledge_sources_bot_id on knowledge_sources (bot_id)`.execute(db);
      await sql`create table knowledge_chunks (
        id ${idColumn(db)},
        source_id integer not null references knowledge_sources (id) on delete cascade,
        scope text not null,
        position integer not null,
        source text not null,
        title text not null,
        heading text not null,
        text text not null
      )`.execute(db);
      await sql`create index knowledge_chunks_source_id on knowledge_chunks (source_id)`.execute(db);
      await sql`create index knowledge_chunks_scope on knowledge_chunks (scope)`.execute(db);
      if (isPostgres(db)) await postgresFullText(db);
      else await sqliteFullText(db);
    },
    async down(db: AnyDb) {
      if (!isPostgres(db)) await sql`drop table knowledge_fts`.execute(db);
      await db.schema.dropTable('knowledge_chunks').execute();
      await db.schema.dropTable('knowledge_sources').execute();
    },
  },
};

/** Accents are folded in the application before `to_tsvector`, so 'perche' finds 'perché' as on SQLite. */
async function postgresFullText(db: AnyDb) {
  await sql`alter table knowledge_chunks add column search tsvector not null`.execute(db);
  await sql`create index knowledge_chunks_search on knowledge_chunks using gin (search)`.execute(db);
}

/**
 * An external-content FTS5 index over the chunks. `scope` is indexed too, so a search matches
 * `scope:<key> AND (terms)` inside the index instead of ranking every scope's chunks and filtering after.
 */
async function sqliteFullText(db: AnyDb) {
  await sql`create virtual table knowledge_fts using fts5(
    scope, title, heading, text,
    content = 'knowledge_chunks', content_rowid = 'id',
    tokenize = 'unicode61 remove_diacritics 2'
  )`.execute(db);
  await sql`insert into knowledge_fts (knowledge_fts, rank) values ('rank', 'bm25(0.0, 3.0, 2.0, 1.0)')`.execute(
    db,
  );
  await sql`create trigger knowledge_chunks_ai after insert on knowledge_chunks begin
    insert into knowledge_fts (rowid, scope, title, heading, text)
      values (new.id, new.scope, new.title, new.heading, new.text);
  end`.execute(db);
  await sql`create trigger knowledge_chunks_ad after delete on knowledge_chunks begin
    insert into knowledge_fts (knowledge_fts, rowid, scope, title, heading, text)
      values ('delete', old.id, old.scope, old.title, old.heading, old.text);
  end`.execute(db);
}
