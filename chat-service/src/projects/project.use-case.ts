import {
  type AdminProject,
  type Project,
  type ProjectInput,
  type ProjectUpdate,
  projectMessages,
  type User,
} from '@vela/contracts';
import type { Updateable } from 'kysely';
import { findUserById } from '../auth/user.repository.ts';
import type { Db } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import {
  deleteProject,
  findProject,
  insertProject,
  listAllProjects,
  listClientProjects,
  toProject,
  updateProject,
} from './project.repository.ts';
import type { ProjectRow, ProjectsTable } from './project.table.ts';

/** A client reads only their own projects; anyone else's is "not found", exactly like one that never was. */
export async function readableProject(db: Db, user: User, id: number): Promise<ProjectRow> {
  const row = await findProject(db, id, user.role === 'admin' ? undefined : user.id);
  if (!row) throw new AppError('not_found', projectMessages.en.notFound);
  return row;
}

export async function readProject(db: Db, user: User, id: number): Promise<Project> {
  return toProject(await readableProject(db, user, id));
}

/** A client's own projects. */
export async function clientProjects(db: Db, clientId: number): Promise<Project[]> {
  return (await listClientProjects(db, clientId)).map(toProject);
}

/** Every project with its client, or one client's, for admins. */
export function adminProjects(db: Db, clientId?: number): Promise<AdminProject[]> {
  return listAllProjects(db, clientId);
}

async function assertClient(db: Db, clientId: number) {
  const client = await findUserById(db, clientId);
  if (client?.role !== 'client') throw new AppError('bad_request', projectMessages.en.clientNotFound);
}

function projectColumns(input: ProjectUpdate): Updateable<ProjectsTable> {
  const columns: Updateable<ProjectsTable> = {};
  if (input.clientId !== undefined) columns.client_id = input.clientId;
  if (input.name !== undefined) columns.name = input.name;
  if (input.description !== undefined) columns.description = input.description;
  if (input.status !== undefined) columns.status = input.status;
  if (input.startDate !== undefined) columns.start_date = input.startDate;
  if (input.endDate !== undefined) columns.end_date = input.endDate;
  return columns;
}

export async function createProject(db: Db, input: ProjectInput): Promise<Project> {
  await assertClient(db, input.clientId);
  const row = await insertProject(db, {
    client_id: input.clientId,
    name: input.name,
    description: input.description ?? null,
    status: input.status,
    start_date: input.startDate ?? null,
    end_date: input.endDate ?? null,
  });
  return toProject(row);
}

export async function changeProject(db: Db, id: number, input: ProjectUpdate): Promise<Project> {
  const existing = await findProject(db, id);
  if (!existing) throw new AppError('not_found', projectMessages.en.notFound);
  if (input.clientId !== undefined) await assertClient(db, input.clientId);
  const start = input.startDate !== undefined ? input.startDate : existing.start_date;
  const end = input.endDate !== undefined ? input.endDate : existing.end_date;
  if (start && end && end < start) throw new AppError('bad_request', projectMessages.en.endBeforeStart);
  return toProject(await updateProject(db, id, projectColumns(input)));
}

export async function removeProject(db: Db, id: number): Promise<void> {
  if (!(await findProject(db, id))) throw new AppError('not_found', projectMessages.en.notFound);
  await deleteProject(db, id);
}
