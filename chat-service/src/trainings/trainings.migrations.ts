import type { Migration } from 'kysely';
import type { AnyDb } from '../db/migration-helpers.ts';

export const trainingsMigrations: Record<string, Migration> = {
  '2026-11-24-0110-training-crawl-report': {
    async up(db: AnyDb) {
      await db.schema.alterTable('knowledge_sources').addColumn('report', 'text').execute();
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('knowledge_sources').dropColumn('report').execute();
    },
  },
};
