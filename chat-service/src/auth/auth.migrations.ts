import { type Migration, sql } from 'kysely';
import { type AnyDb, idColumn } from '../db/migration-helpers.ts';
import { usernameKey } from './username-key.ts';

export const authMigrations: Record<string, Migration> = {
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
  /**
   * Usernames were unique by SQL `lower()`, which SQLite applies to ASCII only and which lets a fullwidth
   * `ａｄｍｉｎ` stand beside `admin`. Each name now carries its NFKC, Unicode case-folded key, unique.
   * Existing names that fold together keep their rows: the oldest gets the plain key, each later one
   * `key#id` (never a valid username) and still signs in by typing its exact spelling, unless that
   * spelling is itself a compatibility form (a fullwidth twin now reads as the name it imitates).
   */
  '2026-11-24-0400-username-key': {
    async up(db: AnyDb) {
      await db.schema.alterTable('users').addColumn('username_key', 'text').execute();
      const users = await db.selectFrom('users').select(['id', 'username']).orderBy('id').execute();
      const taken = new Set<string>();
      for (const { id, username } of users as { id: number; username: string }[]) {
        const key = usernameKey(username);
        const unique = taken.has(key) ? `${key}#${id}` : key;
        taken.add(key);
        await db.updateTable('users').set({ username_key: unique }).where('id', '=', id).execute();
      }
      await db.schema.dropIndex('users_username_key').execute();
      await sql`create unique index users_username_key on users (username_key)`.execute(db);
      // Sign-in also looks for the exact spelling, for those twins.
      await db.schema.createIndex('users_username').on('users').column('username').execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropIndex('users_username').execute();
      await db.schema.dropIndex('users_username_key').execute();
      await sql`create unique index users_username_key on users (lower(username))`.execute(db);
      await db.schema.alterTable('users').dropColumn('username_key').execute();
    },
  },
};
