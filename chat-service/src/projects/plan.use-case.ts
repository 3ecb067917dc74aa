import {
  type Milestone,
  type MilestoneInput,
  type MilestoneUpdate,
  projectMessages,
  type Task,
  type TaskInput,
  type TaskUpdate,
  type User,
} from '@vela/contracts';
import type { Updateable } from 'kysely';
import type { Db } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import {
  deleteMilestone,
  deleteTask,
  findMilestone,
  findProject,
  findTask,
  insertMilestone,
  insertTask,
  listMilestones,
  listTasks,
  toMilestone,
  toTask,
  updateMilestone,
  updateTask,
} from './project.repository.ts';
import type { MilestonesTable, TasksTable } from './project.table.ts';
import { readableProject } from './project.use-case.ts';

/** The tasks of a project `user` may read. */
export async function projectTasks(db: Db, user: User, projectId: number): Promise<Task[]> {
  const project = await readableProject(db, user, projectId);
  return (await listTasks(db, project.id)).map(toTask);
}

/** The milestones of a project `user` may read. */
export async function projectMilestones(db: Db, user: User, projectId: number): Promise<Milestone[]> {
  const project = await readableProject(db, user, projectId);
  return (await listMilestones(db, project.id)).map(toMilestone);
}

/** Tasks and milestones: the plan of a project, written by admins. */
async function assertProject(db: Db, projectId: number) {
  if (!(await findProject(db, projectId))) throw new AppError('not_found', projectMessages.en.notFound);
}

function taskColumns(input: TaskUpdate): Updateable<TasksTable> {
  const c: Updateable<TasksTable> = {};
  if (input.title !== undefined) c.title = input.title;
  if (input.description !== undefined) c.description = input.description;
  if (input.priority !== undefined) c.priority = input.priority;
  if (input.status !== undefined) c.status = input.status;
  if (input.dueDate !== undefined) c.due_date = input.dueDate;
  if (input.completionPercentage !== undefined) c.completion_percentage = input.completionPercentage;
  return c;
}

function milestoneColumns(input: MilestoneUpdate): Updateable<MilestonesTable> {
  const c: Updateable<MilestonesTable> = {};
  if (input.title !== undefined) c.title = input.title;
  if (input.description !== undefined) c.description = input.description;
  if (input.status !== undefined) c.status = input.status;
  if (input.targetDate !== undefined) c.target_date = input.targetDate;
  if (input.completedDate !== undefined) c.completed_date = input.completedDate;
  return c;
}

export async function addTask(db: Db, projectId: number, input: TaskInput): Promise<Task> {
  await assertProject(db, projectId);
  const row = await insertTask(db, {
    project_id: projectId,
    title: input.title,
    description: input.description ?? null,
    priority: input.priority,
    status: input.status,
    due_date: input.dueDate ?? null,
    completion_percentage: input.completionPercentage,
  });
  return toTask(row);
}

export async function changeTask(db: Db, projectId: number, id: number, input: TaskUpdate): Promise<Task> {
  if (!(await findTask(db, projectId, id))) throw new AppError('not_found', projectMessages.en.taskNotFound);
  return toTask(await updateTask(db, id, taskColumns(input)));
}

export async function removeTask(db: Db, projectId: number, id: number): Promise<void> {
  if (!(await findTask(db, projectId, id))) throw new AppError('not_found', projectMessages.en.taskNotFound);
  await deleteTask(db, id);
}

export async function addMilestone(db: Db, projectId: number, input: MilestoneInput): Promise<Milestone> {
  await assertProject(db, projectId);
  const row = await insertMilestone(db, {
    project_id: projectId,
    title: input.title,
    description: input.description ?? null,
    status: input.status,
    target_date: input.targetDate ?? null,
    completed_date: input.completedDate ?? null,
  });
  return toMilestone(row);
}

export async function changeMilestone(
  db: Db,
  projectId: number,
  id: number,
  input: MilestoneUpdate,
): Promise<Milestone> {
  if (!(await findMilestone(db, projectId, id))) {
    throw new AppError('not_found', projectMessages.en.milestoneNotFound);
  }
  return toMilestone(await updateMilestone(db, id, milestoneColumns(input)));
}

export async function removeMilestone(db: Db, projectId: number, id: number): Promise<void> {
  if (!(await findMilestone(db, projectId, id))) {
    throw new AppError('not_found', projectMessages.en.milestoneNotFound);
  }
  await deleteMilestone(db, id);
}
