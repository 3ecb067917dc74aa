import { type Migration, sql } from 'kysely';
import { type AnyDb, idColumn } from '../db/migration-helpers.ts';

export const trainingsMigrations: Record<string, Migration> = {
  '2026-11-24-0110-training-crawl-report': {
    async up(db: AnyDb) {
      await db.schema.alterTable('knowledge_sources').addColumn('report', 'text').execute();
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('knowledge_sources').dropColumn('report').execute();
    },
  },
  /**
   * Knowledge that stays fresh: a crawled source's schedule and when its next run is due; what its last
   * run knew of each page (validators, hash, 404s in a row), so the next asks only for what changed; and
   * each run's record of what it changed.
   */
  '2026-11-24-0600-training-freshness': {
    async up(db: AnyDb) {
      await sql`alter table knowledge_sources add column refresh text not null default 'off'`.execute(db);
      await sql`alter table knowledge_sources add column next_refresh_at text`.execute(db);
      await sql`create index knowledge_sources_due on knowledge_sources (next_refresh_at)`.execute(db);
      await sql`create table training_pages (
        training_id integer not null references knowledge_sources (id) on delete cascade,
        source text not null,
        url text not null,
        depth integer not null,
        etag text,
        last_modified text,
        lastmod text,
        hash text not null,
        language text,
        misses integer not null default 0,
        primary key (training_id, source)
      )`.execute(db);
      await sql`create table training_runs (
        id ${idColumn(db)},
        training_id integer not null references knowledge_sources (id) on delete cascade,
        trigger text not null,
        status text not null,
        started_at text not null,
        finished_at text,
        added text not null default '[]',
        changed text not null default '[]',
        removed text not null default '[]',
        missing text not null default '[]',
        unchanged integer not null default 0,
        error text
      )`.execute(db);
      await sql`create index training_runs_training on training_runs (training_id, id)`.execute(db);
    },
    async down(db: AnyDb) {
      await sql`drop table training_runs`.execute(db);
      await sql`drop table training_pages`.execute(db);
      await sql`drop index knowledge_sources_due`.execute(db);
      await sql`alter table knowledge_sources drop column next_refresh_at`.execute(db);
      await sql`alter table knowledge_sources drop column refresh`.execute(db);
    },
  },
};
