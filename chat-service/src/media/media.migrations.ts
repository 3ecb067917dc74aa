import { type Migration, sql } from 'kysely';
import { type AnyDb, idColumn } from '../db/migration-helpers.ts';

export const mediaMigrations: Record<string, Migration> = {
  '2026-11-22-0805-cms-media': {
    async up(db: AnyDb) {
      await sql`create table cms_media (
        id ${idColumn(db)},
        filename text not null,
        original_filename text not null,
        stored_name text not null unique,
        mime_type text not null,
        size integer not null check (size > 0),
        alt text,
        section text check (section in ('hero', 'benefits', 'services', 'solutions', 'cta', 'faq', 'contact', 'general')),
        created_at text not null
      )`.execute(db);
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('cms_media').execute();
    },
  },
};
