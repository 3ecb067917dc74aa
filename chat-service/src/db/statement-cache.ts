import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Distinct statements kept prepared: every query the product writes, with room for lists of other lengths. */
const MAX_STATEMENTS = 1000;

/**
 * better-sqlite3 as Kysely's SQLite dialect sees it, with each statement prepared once and reused: Kysely
 * prepares every query it runs, and compiling the SQL costs about as much as running a small query.
 * The least recently used statements are let go past MAX_STATEMENTS; a statement still being iterated
 * (busy) is never handed out twice, a fresh one is prepared instead.
 */
export function withStatementCache(database: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => database.close(),
    prepare(sql: string) {
      const cached = statements.get(sql);
      if (cached && !cached.busy) {
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = database.prepare(sql);
      if (!cached) {
        statements.set(sql, statement);
        if (statements.size > MAX_STATEMENTS) statements.delete(statements.keys().next().value as string);
      }
      return statement;
    },
  } as SqliteDatabase;
}
