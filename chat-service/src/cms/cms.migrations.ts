import { type Migration, sql } from 'kysely';
import { type AnyDb, idColumn } from '../db/migration-helpers.ts';

export const cmsMigrations: Record<string, Migration> = {
  '2026-11-22-0800-cms-contents': {
    async up(db: AnyDb) {
      await sql`create table cms_contents (
        id ${idColumn(db)},
        type text not null check (type in ('hero', 'benefits', 'services', 'solutions', 'cta', 'footer', 'contact', 'company', 'faq')),
        key text not null,
        value text not null,
        language text not null default 'en' check (language in ('en', 'it')),
        created_at text not null,
        updated_at text not null
      )`.execute(db);
      await sql`create unique index cms_contents_type_key_language on cms_contents (type, key, language)`.execute(
        db,
      );
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('cms_contents').execute();
    },
  },
};
