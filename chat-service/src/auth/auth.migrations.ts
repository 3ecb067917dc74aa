import { type Migration, sql } from 'kysely';
import { type AnyDb, idColumn } from '../db/migration-helpers.ts';

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
};
