import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import * as sqliteVec from 'sqlite-vec';
import type { SessionsTable } from '../auth/session.table.ts';
import type { UsersTable } from '../auth/user.table.ts';
import type { BotsTable } from '../bots/bot.table.ts';
import type { CmsContentsTable } from '../cms/cms.table.ts';
import type { ContactRequestsTable } from '../contact/contact.table.ts';
import type { ChatMessagesTable, ConversationsTable } from '../conversations/conversation.table.ts';
import type { DemoContactsTable, DemosTable } from '../demos/demo.table.ts';
import type { KnowledgeChunksTable, KnowledgeTermsTable } from '../knowledge/knowledge.table.ts';
import type { CmsMediaTable } from '../media/media.table.ts';
import type { MilestonesTable, ProjectsTable, TasksTable } from '../projects/project.table.ts';
import type { TrainingsTable } from '../trainings/training.table.ts';
import { migrateToLatest } from './migrations.ts';

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  cms_contents: CmsContentsTable;
  contact_requests: ContactRequestsTable;
  cms_media: CmsMediaTable;
  projects: ProjectsTable;
  tasks: TasksTable;
  milestones: MilestonesTable;
  knowledge_sources: TrainingsTable;
  knowledge_chunks: KnowledgeChunksTable;
  knowledge_terms: KnowledgeTermsTable;
  demos: DemosTable;
  demo_contacts: DemoContactsTable;
  bots: BotsTable;
  conversations: ConversationsTable;
  chat_messages: ChatMessagesTable;
}

export type Db = Kysely<Database>;
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
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  loadVectorExtension(database);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
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

/** Timestamps are stored as ISO-8601 text on both dialects so the same code reads them. */
export const now = () => new Date().toISOString();
