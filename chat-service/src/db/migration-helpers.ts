import { type Kysely, PostgresAdapter, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed now
export type AnyDb = Kysely<any>;

export const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

/** An auto-incrementing integer primary key on either dialect. */
export function idColumn(db: AnyDb) {
  return isPostgres(db) ? sql`serial primary key` : sql`integer primary key autoincrement`;
}
