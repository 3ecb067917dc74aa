import { type Migration, sql } from 'kysely';
import type { AnyDb } from '../db/migration-helpers.ts';

export const botsMigrations: Record<string, Migration> = {
  '2026-11-22-0826-bots': {
    async up(db: AnyDb) {
      await sql`create table bots (
        id text primary key,
        user_id integer not null unique references users (id) on delete cascade,
        bot_name text not null,
        welcome_message text not null,
        company_info text not null default '',
        language text not null default 'en',
        primary_color text not null,
        position text not null default 'right',
        allowed_origins text not null default '[]',
        company_source_id integer,
        created_at text not null,
        updated_at text not null
      )`.execute(db);
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('bots').execute();
    },
  },
  /** The daily training quota's counter: trainings started on `trainings_day` (UTC, YYYY-MM-DD). */
  '2026-11-24-0410-bot-training-quota': {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('bots')
        .addColumn('trainings_day', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('bots')
        .addColumn('trainings_on_day', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('bots').dropColumn('trainings_on_day').execute();
      await db.schema.alterTable('bots').dropColumn('trainings_day').execute();
    },
  },
};
