import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import * as sqliteVec from 'sqlite-vec';
import { migrateToLatest } from './migrations.ts';
import type { Database, Db } from './schema.ts';
import { withStatementCache } from './statement-cache.ts';

export type DialectName = 'sqlite' | 'postgres';

export interface Storage {
  db: Db;
  dialect: DialectName;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface StorageOptions {
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL schema to use (created when missing); tests give each run its own. */
  pgSchema?: string;
  /** SQLite file name inside dataDir, or ':memory:'. */
  sqliteFile?: string;
}

/** Opens SQLite in dataDir, or PostgreSQL when a URL is given, and runs the migrations. */
export async function openStorage(options: StorageOptions): Promise<Storage> {
  const storage = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.pgSchema)
    : openSqlite(options);
  await migrateToLatest(storage.db, options.databaseUrl ? options.pgSchema : undefined);
  return storage;
}

/** sqlite-vec's vector functions, for semantic retrieval when EMBEDDINGS_MODEL is set; optional. */
function loadVectorExtension(database: SQLite.Database): void {
  try {
    sqliteVec.load(database);
  } catch {
    // Without the extension (an unsupported platform) retrieval stays lexical; the vector store says so.
  }
}

function openSqlite({ dataDir, sqliteFile = 'vela.sqlite' }: StorageOptions): Storage {
  const file = sqliteFile === ':memory:' ? sqliteFile : path.join(dataDir, sqliteFile);
  const database = new SQLite(file);
  database.pragma('journal_mode = WAL');
  // With WAL, NORMAL syncs at checkpoints rather than at every commit: still never corrupt, and a power cut
  // loses at most the last commits; each chat exchange no longer waits for the disk.
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  loadVectorExtension(database);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database) }) });
  return { db, dialect: 'sqlite', ping: () => ping(db), close: () => db.destroy() };
}

async function openPostgres(connectionString: string, schema?: string): Promise<Storage> {
  if (schema) {
    if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid schema name ${schema}`);
    const setup = new pg.Client({ connectionString });
    await setup.connect();
    await setup.query(`create schema if not exists ${schema}`);
    await setup.end();
  }
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  pool.on('error', () => {}); // a dropped idle client is replaced on the next query
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', ping: () => ping(db), close: () => db.destroy() };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
