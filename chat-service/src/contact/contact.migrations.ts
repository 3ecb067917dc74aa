import { type Migration, sql } from 'kysely';
import { type AnyDb, idColumn } from '../db/migration-helpers.ts';

export const contactMigrations: Record<string, Migration> = {
  '2026-11-22-0810-contact-requests': {
    async up(db: AnyDb) {
      await sql`create table contact_requests (
        id ${idColumn(db)},
        name text not null,
        email text not null,
        phone text not null default '',
        company text not null default '',
        message text not null,
        language text not null default 'it',
        ip text not null default '',
        created_at text not null
      )`.execute(db);
      await sql`create index contact_requests_created_at on contact_requests (created_at)`.execute(db);
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('contact_requests').execute();
    },
  },
};
