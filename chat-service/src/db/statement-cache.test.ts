import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache.ts';

describe('prepared statements kept for Kysely', () => {
  it('prepares a query once and hands out the same statement, with its results right each time', () => {
    const database = new SQLite(':memory:');
    database.exec('create table t (n integer); insert into t values (1), (2), (3)');
    const cached = withStatementCache(database);
    const first = cached.prepare('select n from t where n > ?');
    const again = cached.prepare('select n from t where n > ?');
    expect(again).toBe(first);
    expect((again as SQLite.Statement).all(1)).toEqual([{ n: 2 }, { n: 3 }]);
    expect((again as SQLite.Statement).all(2)).toEqual([{ n: 3 }]);
    database.close();
  });

  it('prepares a fresh statement while the kept one is still being iterated', () => {
    const database = new SQLite(':memory:');
    database.exec('create table t (n integer); insert into t values (1), (2)');
    const cached = withStatementCache(database);
    const kept = cached.prepare('select n from t') as SQLite.Statement;
    const rows = kept.iterate();
    rows.next();
    const other = cached.prepare('select n from t') as SQLite.Statement;
    expect(other).not.toBe(kept);
    expect(other.all()).toEqual([{ n: 1 }, { n: 2 }]);
    rows.return?.();
    expect(cached.prepare('select n from t')).toBe(kept);
    database.close();
  });
});
