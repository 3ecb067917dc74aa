import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { authMessages } from '@vela/contracts';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DialectName } from '../db/database.ts';
import { migrations, withMigrationLock } from '../db/migrations.ts';
import type { Database } from '../db/schema.ts';
import { browserLikeClient, dialects, PG_URL, startTestApp } from '../test/test-app.ts';
import { findUserByUsername } from './user.repository.ts';

const USERNAME_KEY = '2026-11-24-0400-username-key';

describe.each(dialects)('usernames that read the same on %s', (dialect) => {
  let app: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    app = await startTestApp(dialect);
  });
  afterAll(() => app.stop());

  const register = (username: string, query = '') =>
    browserLikeClient(app.baseUrl)('POST', `/api/register${query}`, {
      username,
      password: 'segreto1',
      email: `${randomBytes(4).toString('hex')}@example.it`,
    });
  const login = (username: string) =>
    browserLikeClient(app.baseUrl)('POST', '/api/login', { username, password: 'segreto1' });
  const usernames = async () =>
    (await app.storage.db.selectFrom('users').select('username').orderBy('id').execute()).map(
      (u) => u.username,
    );

  it('refuses a fullwidth or differently cased twin of a taken name, in the visitor’s language', async () => {
    expect((await register('admin')).status).toBe(201);
    for (const twin of ['ａｄｍｉｎ', 'ＡＤＭＩＮ', 'Admin']) {
      const res = await register(twin);
      expect([res.status, res.text], twin).toEqual([400, authMessages.en.usernameTaken]);
    }
    const italian = await register('ａｄｍｉｎ', '?language=it');
    expect([italian.status, italian.text]).toEqual([400, authMessages.it.usernameTaken]);
    expect(await usernames()).toEqual(['admin']);
  });

  it('stores a fullwidth name in its plain form, and signs it in however it is typed', async () => {
    const res = await register('ｇｉａｄａ');
    expect([res.status, res.json().username]).toEqual([201, 'giada']);
    for (const typed of ['giada', 'GIADA', 'ｇｉａｄａ'])
      expect((await login(typed)).status, typed).toBe(200);
  });

  it('folds accented capitals and ß as Unicode does, not only ASCII', async () => {
    expect((await register('Élodie')).status).toBe(201);
    expect((await register('élodie')).text).toBe(authMessages.en.usernameTaken);
    expect((await login('ÉLODIE')).status).toBe(200);
    expect((await register('straße')).status).toBe(201);
    expect((await register('STRASSE')).text).toBe(authMessages.en.usernameTaken);
    expect((await login('Strasse')).status).toBe(200);
  });
});

/** A database at the migration before the username key, for rows written before it. */
async function databaseBeforeKeys(dialect: DialectName) {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  let db: Kysely<Database>;
  if (dialect === 'postgres') {
    const setup = new pg.Client({ connectionString: PG_URL });
    await setup.connect();
    await setup.query(`create schema ${schema}`);
    await setup.end();
    const pool = new pg.Pool({ connectionString: PG_URL, max: 2, options: `-c search_path=${schema}` });
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  } else {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'vela-usernames-'));
    db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: new SQLite(path.join(dir, 'v.sqlite')) }),
    });
  }
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(dialect === 'postgres' ? { migrationTableSchema: schema } : {}),
  });
  const names = Object.keys(migrations).sort();
  const previous = names[names.indexOf(USERNAME_KEY) - 1] ?? '';
  expect((await withMigrationLock(db, () => migrator.migrateTo(previous))).error).toBeUndefined();
  return { db, migrator };
}

describe.each(dialects)('upgrading the users of %s to username keys', (dialect) => {
  it('keys every name; twins written before keep their rows and each signs in by its exact spelling', async () => {
    const { db, migrator } = await databaseBeforeKeys(dialect);
    for (const username of ['admin', 'ａｄｍｉｎ', 'straße', 'STRASSE']) {
      await sql`insert into users (username, email, password_hash, role, created_at)
        values (${username}, ${`${randomBytes(4).toString('hex')}@x.it`}, 'x', 'client', '2026-01-01')`.execute(
        db,
      );
    }
    expect((await withMigrationLock(db, () => migrator.migrateToLatest())).error).toBeUndefined();

    const keys = await db.selectFrom('users').select(['id', 'username_key']).orderBy('id').execute();
    expect(keys.map((k) => k.username_key)).toEqual([
      'admin',
      `admin#${keys[1]?.id}`,
      'strasse',
      `strasse#${keys[3]?.id}`,
    ]);
    expect((await findUserByUsername(db, 'ADMIN'))?.username).toBe('admin');
    expect((await findUserByUsername(db, 'STRASSE'))?.username).toBe('STRASSE');
    expect((await findUserByUsername(db, 'Strasse'))?.username).toBe('straße');
    await expect(
      sql`insert into users (username, username_key, email, password_hash, role, created_at)
        values ('Admin', 'admin', 'new@x.it', 'x', 'client', '2026-01-02')`.execute(db),
    ).rejects.toThrow(/unique|duplicate/i);
    await db.destroy();
  });
});
