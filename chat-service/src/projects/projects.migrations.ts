import { type Migration, sql } from 'kysely';
import { type AnyDb, idColumn } from '../db/migration-helpers.ts';

export const projectsMigrations: Record<string, Migration> = {
  '2026-11-22-0810-projects-tasks-milestones': {
    async up(db: AnyDb) {
      await sql`create table projects (
        id ${idColumn(db)},
        client_id integer not null references users (id) on delete cascade,
        name text not null,
        description text,
        status text not null default 'in_progress' check (status in ('completed', 'in_progress', 'on_hold')),
        start_date text,
        end_date text,
        created_at text not null,
        updated_at text not null
      )`.execute(db);
      await sql`create index projects_client_id on projects (client_id)`.execute(db);
      await sql`create table tasks (
        id ${idColumn(db)},
        project_id integer not null references projects (id) on delete cascade,
        title text not null,
        description text,
        priority text not null default 'medium' check (priority in ('high', 'medium', 'low')),
        status text not null default 'pending' check (status in ('pending', 'in_progress', 'completed')),
        due_date text,
        completion_percentage integer not null default 0
          check (completion_percentage between 0 and 100),
        created_at text not null,
        updated_at text not null
      )`.execute(db);
      await sql`create index tasks_project_id on tasks (project_id)`.execute(db);
      await sql`create table milestones (
        id ${idColumn(db)},
        project_id integer not null references projects (id) on delete cascade,
        title text not null,
        description text,
        status text not null default 'pending' check (status in ('pending', 'reached')),
        target_date text,
        completed_date text,
        created_at text not null,
        updated_at text not null
      )`.execute(db);
      await sql`create index milestones_project_id on milestones (project_id)`.execute(db);
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('milestones').execute();
      await db.schema.dropTable('tasks').execute();
      await db.schema.dropTable('projects').execute();
    },
  },
};
