import { type Migration, sql } from 'kysely';
import { type AnyDb, idColumn } from '../db/migration-helpers.ts';

export const demosMigrations: Record<string, Migration> = {
  '2026-11-22-0825-demos': {
    async up(db: AnyDb) {
      await sql`create table demos (
        id text primary key,
        domain text not null,
        full_name text,
        email text,
        language text not null default 'en',
        training_id integer,
        ip text not null default '',
        created_at text not null
      )`.execute(db);
      await sql`create index demos_created_at on demos (created_at)`.execute(db);
      await sql`create table demo_contacts (
        id ${idColumn(db)},
        demo_id text,
        full_name text not null,
        email text not null,
        website text not null default '',
        created_at text not null
      )`.execute(db);
      await sql`create index demo_contacts_created_at on demo_contacts (created_at)`.execute(db);
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('demo_contacts').execute();
      await db.schema.dropTable('demos').execute();
    },
  },
};
