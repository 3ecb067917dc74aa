import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, sql } from 'kysely';
import { expect, it } from 'vitest';
import { migrations } from '../db/migrations.ts';
import type { Database } from '../db/schema.ts';
import { insertTraining } from '../trainings/training.repository.ts';
import { searchKnowledge } from './knowledge.search.ts';
import { openTestStorage } from './knowledge.test-storage.ts';
import { indexDocuments } from './knowledge.use-case.ts';

const BEFORE_STEMMING = '2026-11-22-0805-knowledge-sources-chunks';
const BEFORE_TERMS = '2026-11-25-0100-knowledge-unscoped-search-index';

/** A SQLite database of its own, migrated up to `migration` as an older release left it. */
async function databaseAt(migration: string) {
  const database = new SQLite(path.join(mkdtempSync(path.join(os.tmpdir(), 'vela-upgrade-')), 'v.sqlite'));
  database.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  expect((await migrator.migrateTo(migration)).error).toBeUndefined();
  return { db, migrator };
}

it('upgrading a database indexed before stemming re-indexes its chunks, stemmed, with their term counts', async () => {
  const { db, migrator } = await databaseAt(BEFORE_STEMMING);
  await sql`insert into knowledge_sources (demo_id, kind, label, status, chunk_count, input, created_at, updated_at)
    values ('d1', 'crawl', 'forno.test', 'ready', 1, '{}', '2026-01-01', '2026-01-01')`.execute(db);
  await sql`insert into knowledge_chunks (source_id, scope, position, source, title, heading, text)
    values (1, ${`d${Buffer.from('d1').toString('hex')}`}, 0, 'https://forno.test/orari', 'Orari', 'Orari',
      'Il forno è aperto dal martedì al sabato, la domenica fino alle 13.')`.execute(db);
  expect((await migrator.migrateToLatest()).error).toBeUndefined();
  const [hit] = await searchKnowledge(db, { demoId: 'd1' }, 'Quando apre il forno le domeniche?');
  expect(hit).toMatchObject({ source: 'https://forno.test/orari', language: 'it', kind: 'page' });
  const terms = await db
    .selectFrom('knowledge_terms')
    .select(['term', 'chunks'])
    .where('term', '=', 'domen')
    .execute();
  expect(terms).toEqual([{ term: 'domen', chunks: 1 }]);
  await db.destroy();
});

it("on PostgreSQL, one full-text index covers a bot's scope and its chunks' text together, another the text alone", async () => {
  const storage = await openTestStorage('postgres');
  try {
    const { rows } = await sql<{
      indexname: string;
      indexdef: string;
    }>`select indexname, indexdef from pg_indexes
      where tablename = 'knowledge_chunks' and schemaname = current_schema() and indexdef like '%USING gin%'`.execute(
      storage.db,
    );
    const definitions = Object.fromEntries(rows.map((r) => [r.indexname, r.indexdef]));
    expect(Object.keys(definitions).sort()).toEqual([
      'knowledge_chunks_scope_search',
      'knowledge_chunks_search',
    ]);
    expect(definitions.knowledge_chunks_scope_search).toContain('USING gin (scope, search)');
    expect(definitions.knowledge_chunks_search).toContain('USING gin (search)');
    const training = await insertTraining(
      storage.db,
      { botId: 'indexed' },
      { kind: 'crawl', label: 'x', input: '{}' },
    );
    await indexDocuments(storage.db, training.id, [
      { source: 'https://x.test/orari', title: 'Orari', text: 'Il forno apre alle sette.' },
    ]);
    const hits = await searchKnowledge(storage.db, { botId: 'indexed' }, 'Quando apre il forno?');
    expect(hits.map((h) => h.source)).toEqual(['https://x.test/orari']);
  } finally {
    await storage.close();
  }
});

it('upgrading a database whose terms pages were stored as legal makes them terms pages, the privacy page staying legal', async () => {
  const { db, migrator } = await databaseAt(BEFORE_TERMS);
  await sql`insert into knowledge_sources (demo_id, kind, label, status, chunk_count, input, created_at, updated_at)
    values ('d1', 'crawl', 'ski.test', 'ready', 2, '{}', '2026-01-01', '2026-01-01')`.execute(db);
  for (const [position, page, title] of [
    [0, 'https://ski.test/condizioni-generali', 'Condizioni generali'],
    [1, 'https://ski.test/privacy-policy', 'Privacy policy'],
  ] as const)
    await sql`insert into knowledge_chunks (source_id, scope, position, source, title, heading, text, kind)
      values (1, 'd1', ${position}, ${page}, ${title}, '', 'Disdetta gratuita fino a 48 ore prima.', 'legal')`.execute(
      db,
    );
  expect((await migrator.migrateToLatest()).error).toBeUndefined();
  const kinds = await db
    .selectFrom('knowledge_chunks')
    .select(['title', 'kind'])
    .orderBy('position')
    .execute();
  expect(kinds).toEqual([
    { title: 'Condizioni generali', kind: 'terms' },
    { title: 'Privacy policy', kind: 'legal' },
  ]);
  await db.destroy();
});
