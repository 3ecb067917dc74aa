import { type Migration, sql } from 'kysely';
import { type AnyDb, idColumn, isPostgres } from '../db/migration-helpers.ts';
import { pageKind } from './analysis/page-kind.ts';
import { guessLanguage } from './analysis/stems.ts';
import { chunkTerms } from './knowledge.chunk-terms.ts';
import { insertSourceTerms } from './knowledge.index.ts';

const sourcesAndChunks: Migration = {
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
};

/** Accents are folded in the application before `to_tsvector`, so 'perche' finds 'perché' as on SQLite. */
async function postgresFullText(db: AnyDb) {
  await sql`alter table knowledge_chunks add column search tsvector not null`.execute(db);
  await sql`create index knowledge_chunks_search on knowledge_chunks using gin (search)`.execute(db);
}

/**
 * An external-content FTS5 index over the chunks' `columns` (title, heading, text, in that order),
 * kept in sync by triggers. `scope` is indexed too, so a search matches `scope:<key> AND (terms)` inside
 * the index instead of ranking every scope's chunks and filtering after.
 */
async function sqliteFullText(db: AnyDb, columns = ['title', 'heading', 'text']) {
  const list = sql.raw(['scope', ...columns].join(', '));
  const fromNew = sql.raw(['new.id', 'new.scope', ...columns.map((c) => `new.${c}`)].join(', '));
  const fromOld = sql.raw(['old.id', 'old.scope', ...columns.map((c) => `old.${c}`)].join(', '));
  await sql`create virtual table knowledge_fts using fts5(
    ${list},
    content = 'knowledge_chunks', content_rowid = 'id',
    tokenize = 'unicode61 remove_diacritics 2'
  )`.execute(db);
  await sql`insert into knowledge_fts (knowledge_fts, rank) values ('rank', 'bm25(0.0, 3.0, 2.0, 1.0)')`.execute(
    db,
  );
  await sql`create trigger knowledge_chunks_ai after insert on knowledge_chunks begin
    insert into knowledge_fts (rowid, ${list}) values (${fromNew});
  end`.execute(db);
  await sql`create trigger knowledge_chunks_ad after delete on knowledge_chunks begin
    insert into knowledge_fts (knowledge_fts, rowid, ${list}) values ('delete', ${fromOld});
  end`.execute(db);
}

/**
 * Retrieval v2: each chunk keeps its language, its page kind and its words as the index holds them
 * (stemmed in the chunk's language), and the full-text index is built over those terms.
 */
const stemmedTerms: Migration = {
  async up(db: AnyDb) {
    for (const column of ['language', 'title_terms', 'heading_terms', 'text_terms']) {
      await sql`alter table knowledge_chunks add column ${sql.ref(column)} text not null default ''`.execute(
        db,
      );
    }
    await sql`alter table knowledge_chunks add column kind text not null default 'page'`.execute(db);
    await sql`create index knowledge_chunks_scope_kind on knowledge_chunks (scope, kind)`.execute(db);
    if (!isPostgres(db)) {
      await sql`drop trigger knowledge_chunks_ai`.execute(db);
      await sql`drop trigger knowledge_chunks_ad`.execute(db);
      await sql`drop table knowledge_fts`.execute(db);
    }
    await backfillTerms(db);
    if (isPostgres(db)) {
      await sql`update knowledge_chunks set search = ${postgresSearchVector}`.execute(db);
    } else {
      await sqliteStemmedFullText(db);
    }
  },
  async down(db: AnyDb) {
    if (!isPostgres(db)) {
      await sql`drop trigger knowledge_chunks_ai`.execute(db);
      await sql`drop trigger knowledge_chunks_ad`.execute(db);
      await sql`drop table knowledge_fts`.execute(db);
      await sqliteFullText(db);
      await sql`insert into knowledge_fts (knowledge_fts) values ('rebuild')`.execute(db);
    }
    await sql`drop index knowledge_chunks_scope_kind`.execute(db);
    for (const column of ['language', 'kind', 'title_terms', 'heading_terms', 'text_terms']) {
      await sql`alter table knowledge_chunks drop column ${sql.ref(column)}`.execute(db);
    }
  },
};

/** The weighted document vector of a row from its stemmed columns: title A, heading B, text D. */
export const postgresSearchVector = sql`setweight(to_tsvector('simple', title_terms), 'A')
  || setweight(to_tsvector('simple', heading_terms), 'B') || to_tsvector('simple', text_terms)`;

const BACKFILL_BATCH = 500;

async function backfillTerms(db: AnyDb) {
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('knowledge_chunks')
      .select(['id', 'source', 'title', 'heading', 'text'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BACKFILL_BATCH)
      .execute();
    if (rows.length === 0) return;
    for (const row of rows) {
      const language = guessLanguage(row.text) ?? '';
      await db
        .updateTable('knowledge_chunks')
        .set({ language, kind: pageKind(row.source, row.title), ...chunkTerms({ ...row, language }) })
        .where('id', '=', row.id)
        .execute();
    }
    after = rows[rows.length - 1]!.id;
  }
}

/** The FTS5 index over the stemmed columns, filled from the chunks already stored. */
async function sqliteStemmedFullText(db: AnyDb) {
  await sqliteFullText(db, ['title_terms', 'heading_terms', 'text_terms']);
  await sql`insert into knowledge_fts (knowledge_fts) values ('rebuild')`.execute(db);
}

/**
 * SQLite's chunk vectors (float32 blobs, compared with sqlite-vec's functions), deleted with their chunk.
 * PostgreSQL's table is made when the app starts, only where the pgvector extension is installed.
 */
const sqliteEmbeddings: Migration = {
  async up(db: AnyDb) {
    if (isPostgres(db)) return;
    await sql`create table knowledge_embeddings (
      chunk_id integer primary key references knowledge_chunks (id) on delete cascade,
      scope text not null,
      vector blob not null
    )`.execute(db);
    await sql`create index knowledge_embeddings_scope on knowledge_embeddings (scope)`.execute(db);
  },
  async down(db: AnyDb) {
    await sql`drop table if exists knowledge_embeddings`.execute(db);
  },
};

/** Per-source term counts, so a search reads its words' rarity without counting through the index. */
const termCounts: Migration = {
  async up(db: AnyDb) {
    await sql`create table knowledge_terms (
      source_id integer not null references knowledge_sources (id) on delete cascade,
      scope text not null,
      term text not null,
      chunks integer not null,
      primary key (source_id, term)
    )`.execute(db);
    await sql`create index knowledge_terms_scope_term on knowledge_terms (scope, term)`.execute(db);
    const sources = await db
      .selectFrom('knowledge_chunks')
      .select(['source_id', 'scope'])
      .distinct()
      .execute();
    for (const { source_id, scope } of sources) {
      const chunks = await db
        .selectFrom('knowledge_chunks')
        .select(['title_terms', 'heading_terms', 'text_terms'])
        .where('source_id', '=', source_id)
        .execute();
      await insertSourceTerms(db, source_id, scope, chunks);
    }
  },
  async down(db: AnyDb) {
    await sql`drop table knowledge_terms`.execute(db);
  },
};

/**
 * PostgreSQL: one GIN index over (scope, search), so a search finds one bot's matching chunks in the
 * index itself instead of matching every bot's and filtering by scope, and the planner no longer takes a
 * sequential scan for a question whose words are common across all bots. Needs the `btree_gin` extension
 * (in PostgreSQL's contrib, trusted: a database owner may create it); without it the index stays as it was.
 */
const scopedSearchIndex: Migration = {
  async up(db: AnyDb) {
    if (!isPostgres(db)) return;
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_available_extensions
      where name = 'btree_gin'`.execute(db);
    if (!rows[0]?.n) return;
    // Extensions are per database: in `public` when there is one, so dropping an app's own schema (tests
    // give each run one) never takes the operator classes other schemas' indexes use with it.
    const { rows: publicSchema } = await sql<{ n: number }>`select count(*)::int as n from pg_namespace
      where nspname = 'public'`.execute(db);
    // Schemas migrating at once (tests, or app nodes of several installs) would race to create it.
    await sql`select pg_advisory_xact_lock(hashtext('vela:btree_gin'))`.execute(db);
    await sql`create extension if not exists btree_gin ${publicSchema[0]?.n ? sql`schema public` : sql``}`.execute(
      db,
    );
    await sql`create index knowledge_chunks_scope_search on knowledge_chunks using gin (scope, search)`.execute(
      db,
    );
    await sql`drop index knowledge_chunks_search`.execute(db);
  },
  async down(db: AnyDb) {
    if (!isPostgres(db)) return;
    await sql`create index if not exists knowledge_chunks_search on knowledge_chunks using gin (search)`.execute(
      db,
    );
    await sql`drop index if exists knowledge_chunks_scope_search`.execute(db);
  },
};

/**
 * PostgreSQL: the full-text index over every scope's chunks again, beside the scoped one. For a bot
 * holding most of the table, the scoped index walks the scope's whole posting list for each query
 * (22 ms for a question with 44 terms over 100,000 chunks) where this one reads only the terms' (1.4 ms);
 * for a small scope the scoped one is cheaper. The planner picks by its estimates.
 *
 * Both keep a small pending list (256 kB rather than 4 MB): GIN queues new entries there and every search
 * reads the whole queue, which after a bot's training made a 13 ms search take 35 ms until the next
 * vacuum. Entries go into the index proper more often, in smaller batches: indexing 100,000 chunks took
 * 69 s rather than 56 s (without a pending list at all, 95 s).
 */
const unscopedSearchIndex: Migration = {
  async up(db: AnyDb) {
    if (!isPostgres(db)) return;
    await sql`create index if not exists knowledge_chunks_search on knowledge_chunks using gin (search)
      with (gin_pending_list_limit = 256)`.execute(db);
    // Without btree_gin the plain index was never dropped, and 'if not exists' left it as it was.
    await sql`alter index knowledge_chunks_search set (gin_pending_list_limit = 256)`.execute(db);
    await sql`alter index if exists knowledge_chunks_scope_search set (gin_pending_list_limit = 256)`.execute(
      db,
    );
    await sql`select gin_clean_pending_list(indexrelid::regclass) from pg_index
      where indexrelid = to_regclass('knowledge_chunks_scope_search')`.execute(db);
  },
  async down(db: AnyDb) {
    if (!isPostgres(db)) return;
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_indexes
      where indexname = 'knowledge_chunks_scope_search' and schemaname = current_schema()`.execute(db);
    // Without the scoped index (no btree_gin), this one was the only full-text index before, and stays.
    if (rows[0]?.n) await sql`drop index if exists knowledge_chunks_search`.execute(db);
  },
};

/** Terms and conditions pages, stored as legal before, become their own kind. */
const termsPages: Migration = {
  async up(db: AnyDb) {
    const rows = await db
      .selectFrom('knowledge_chunks')
      .select(['source', 'title'])
      .where('kind', '=', 'legal')
      .distinct()
      .execute();
    for (const { source, title } of rows) {
      if (pageKind(source, title) !== 'terms') continue;
      await db
        .updateTable('knowledge_chunks')
        .set({ kind: 'terms' })
        .where('source', '=', source)
        .where('title', '=', title)
        .where('kind', '=', 'legal')
        .execute();
    }
  },
  async down(db: AnyDb) {
    await db.updateTable('knowledge_chunks').set({ kind: 'legal' }).where('kind', '=', 'terms').execute();
  },
};

/** The year a post's byline gives ('14/3/2023 2 Comments'), '' for pages without one; filled as pages are read again. */
const chunkPublished: Migration = {
  async up(db: AnyDb) {
    await sql`alter table knowledge_chunks add column published text not null default ''`.execute(db);
  },
  async down(db: AnyDb) {
    await sql`alter table knowledge_chunks drop column published`.execute(db);
  },
};

/** The year a page says it was last updated, '' for pages saying none; filled as pages are read again. */
const chunkUpdated: Migration = {
  async up(db: AnyDb) {
    await sql`alter table knowledge_chunks add column updated text not null default ''`.execute(db);
  },
  async down(db: AnyDb) {
    await sql`alter table knowledge_chunks drop column updated`.execute(db);
  },
};

export const knowledgeMigrations: Record<string, Migration> = {
  '2026-11-22-0805-knowledge-sources-chunks': sourcesAndChunks,
  '2026-11-24-0100-knowledge-stemmed-terms': stemmedTerms,
  '2026-11-24-0200-knowledge-embeddings': sqliteEmbeddings,
  '2026-11-24-0300-knowledge-term-counts': termCounts,
  '2026-11-24-0700-knowledge-scoped-search-index': scopedSearchIndex,
  '2026-11-25-0100-knowledge-unscoped-search-index': unscopedSearchIndex,
  '2026-11-28-0100-knowledge-terms-pages': termsPages,
  '2026-11-29-0100-knowledge-chunk-published': chunkPublished,
  '2026-12-01-0100-knowledge-chunk-updated': chunkUpdated,
};
