import { type Kysely, type Migration, Migrator, PostgresAdapter, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed now
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

/** An auto-incrementing integer primary key on either dialect. */
export function idColumn(db: AnyDb) {
  return isPostgres(db) ? sql`serial primary key` : sql`integer primary key autoincrement`;
}

const migrations: Record<string, Migration> = {
  '2026-11-22-0001-users-sessions': {
    async up(db: AnyDb) {
      await sql`create table users (
        id ${idColumn(db)},
        username text not null,
        email text not null,
        password_hash text not null,
        first_name text,
        last_name text,
        company text,
        role text not null default 'client' check (role in ('admin', 'client')),
        created_at text not null
      )`.execute(db);
      await sql`create unique index users_username_key on users (lower(username))`.execute(db);
      await sql`create unique index users_email_key on users (lower(email))`.execute(db);
      await db.schema
        .createTable('sessions')
        .addColumn('sid', 'text', (c) => c.primaryKey())
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_expires_at').on('sessions').column('expires_at').execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('sessions').execute();
      await db.schema.dropTable('users').execute();
    },
  },
};

/** `schema` keeps PostgreSQL's migration bookkeeping in the schema the app uses, not the first one found. */
export async function migrateToLatest(db: AnyDb, schema?: string) {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(
      `Migration ${failed ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
