import type { AdminProject, Milestone, Project, Task } from '@vela/contracts';
import type { Insertable, Updateable } from 'kysely';
import { type Db, now } from '../db/schema.ts';
import type {
  MilestoneRow,
  MilestonesTable,
  ProjectRow,
  ProjectsTable,
  TaskRow,
  TasksTable,
} from './project.table.ts';

export function toProject(row: ProjectRow): Project {
  return {
    id: row.id,
    clientId: row.client_id,
    name: row.name,
    description: row.description,
    status: row.status,
    startDate: row.start_date,
    endDate: row.end_date,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toTask(row: TaskRow): Task {
  return {
    id: row.id,
    projectId: row.project_id,
    title: row.title,
    description: row.description,
    priority: row.priority,
    status: row.status,
    dueDate: row.due_date,
    completionPercentage: Number(row.completion_percentage),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toMilestone(row: MilestoneRow): Milestone {
  return {
    id: row.id,
    projectId: row.project_id,
    title: row.title,
    description: row.description,
    status: row.status,
    targetDate: row.target_date,
    completedDate: row.completed_date,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function findProject(db: Db, id: number, clientId?: number) {
  let query = db.selectFrom('projects').selectAll().where('id', '=', id);
  if (clientId !== undefined) query = query.where('client_id', '=', clientId);
  return query.executeTakeFirst();
}

export function listClientProjects(db: Db, clientId: number) {
  return db
    .selectFrom('projects')
    .selectAll()
    .where('client_id', '=', clientId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function listAllProjects(db: Db, clientId?: number): Promise<AdminProject[]> {
  let query = db
    .selectFrom('projects')
    .innerJoin('users', 'users.id', 'projects.client_id')
    .selectAll('projects')
    .select(['users.username', 'users.first_name', 'users.last_name']);
  if (clientId !== undefined) query = query.where('projects.client_id', '=', clientId);
  const rows = await query.orderBy('projects.created_at', 'desc').orderBy('projects.id', 'desc').execute();
  return rows.map((row) => ({
    ...toProject(row),
    clientUsername: row.username,
    clientName: [row.first_name, row.last_name].filter(Boolean).join(' ') || row.username,
  }));
}

type NewRow<T> = Omit<Insertable<T>, 'id' | 'created_at' | 'updated_at'>;

export function insertProject(db: Db, values: NewRow<ProjectsTable>) {
  const at = now();
  return db
    .insertInto('projects')
    .values({ ...values, created_at: at, updated_at: at })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateProject(db: Db, id: number, values: Updateable<ProjectsTable>) {
  return db
    .updateTable('projects')
    .set({ ...values, updated_at: now() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Tasks and milestones go with their project (also on SQLite files opened without foreign keys). */
export async function deleteProject(db: Db, id: number) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('tasks').where('project_id', '=', id).execute();
    await trx.deleteFrom('milestones').where('project_id', '=', id).execute();
    await trx.deleteFrom('projects').where('id', '=', id).execute();
  });
}

export function listTasks(db: Db, projectId: number) {
  return db.selectFrom('tasks').selectAll().where('project_id', '=', projectId).orderBy('id').execute();
}

export function findTask(db: Db, projectId: number, id: number) {
  return db
    .selectFrom('tasks')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function insertTask(db: Db, values: NewRow<TasksTable>) {
  const at = now();
  return db
    .insertInto('tasks')
    .values({ ...values, created_at: at, updated_at: at })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateTask(db: Db, id: number, values: Updateable<TasksTable>) {
  return db
    .updateTable('tasks')
    .set({ ...values, updated_at: now() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function deleteTask(db: Db, id: number) {
  return db.deleteFrom('tasks').where('id', '=', id).execute();
}

export function listMilestones(db: Db, projectId: number) {
  return db.selectFrom('milestones').selectAll().where('project_id', '=', projectId).orderBy('id').execute();
}

export function findMilestone(db: Db, projectId: number, id: number) {
  return db
    .selectFrom('milestones')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function insertMilestone(db: Db, values: NewRow<MilestonesTable>) {
  const at = now();
  return db
    .insertInto('milestones')
    .values({ ...values, created_at: at, updated_at: at })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateMilestone(db: Db, id: number, values: Updateable<MilestonesTable>) {
  return db
    .updateTable('milestones')
    .set({ ...values, updated_at: now() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function deleteMilestone(db: Db, id: number) {
  return db.deleteFrom('milestones').where('id', '=', id).execute();
}
