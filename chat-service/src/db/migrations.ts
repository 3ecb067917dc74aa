import { type Migration, Migrator, sql } from 'kysely';
import { authMigrations } from '../auth/auth.migrations.ts';
import { botsMigrations } from '../bots/bots.migrations.ts';
import { cmsMigrations } from '../cms/cms.migrations.ts';
import { contactMigrations } from '../contact/contact.migrations.ts';
import { conversationsMigrations } from '../conversations/conversations.migrations.ts';
import { demosMigrations } from '../demos/demos.migrations.ts';
import { insightsMigrations } from '../insights/insights.migrations.ts';
import { knowledgeMigrations } from '../knowledge/knowledge.migrations.ts';
import { mediaMigrations } from '../media/media.migrations.ts';
import { projectsMigrations } from '../projects/projects.migrations.ts';
import { trainingsMigrations } from '../trainings/trainings.migrations.ts';
import { type AnyDb, isPostgres } from './migration-helpers.ts';

/**
 * Every feature owns its migrations in `<feature>/<feature>.migrations.ts`; names start with a date,
 * so Kysely runs them in the order they were written whichever feature they belong to.
 */
export const migrations: Record<string, Migration> = {
  ...authMigrations,
  ...cmsMigrations,
  ...contactMigrations,
  ...mediaMigrations,
  ...projectsMigrations,
  ...knowledgeMigrations,
  ...demosMigrations,
  ...botsMigrations,
  ...conversationsMigrations,
  ...trainingsMigrations,
  ...insightsMigrations,
};

/**
 * One PostgreSQL database's migrations run one at a time, whatever their schema: Kysely's migrator reads the
 * catalog of every schema (`pg_get_serial_sequence` on each column) to find its own tables, which fails
 * with 'column … does not exist' while another process drops a column elsewhere (several app nodes
 * starting at once, test files each migrating a schema of their own).
 */
const MIGRATION_LOCK = 781_245_113;

/** Runs `migrate` holding the database-wide migration lock on PostgreSQL; at once on SQLite. */
export async function withMigrationLock<T>(db: AnyDb, migrate: () => Promise<T>): Promise<T> {
  if (!isPostgres(db)) return migrate();
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK})`.execute(connection);
    try {
      return await migrate();
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK})`.execute(connection);
    }
  });
}

/** `schema` keeps PostgreSQL's migration bookkeeping in the schema the app uses, not the first one found. */
export async function migrateToLatest(db: AnyDb, schema?: string) {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await withMigrationLock(db, () => migrator.migrateToLatest());
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(
      `Migration ${failed ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
