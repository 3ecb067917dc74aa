import type { Generated, Selectable } from 'kysely';

/** Dates are calendar days `YYYY-MM-DD`; timestamps ISO text. */
export interface ProjectsTable {
  id: Generated<number>;
  client_id: number;
  name: string;
  description: string | null;
  status: string;
  start_date: string | null;
  end_date: string | null;
  created_at: string;
  updated_at: string;
}

export interface TasksTable {
  id: Generated<number>;
  project_id: number;
  title: string;
  description: string | null;
  priority: string;
  status: string;
  due_date: string | null;
  completion_percentage: number;
  created_at: string;
  updated_at: string;
}

export interface MilestonesTable {
  id: Generated<number>;
  project_id: number;
  title: string;
  description: string | null;
  status: string;
  target_date: string | null;
  completed_date: string | null;
  created_at: string;
  updated_at: string;
}

export type ProjectRow = Selectable<ProjectsTable>;
export type TaskRow = Selectable<TasksTable>;
export type MilestoneRow = Selectable<MilestonesTable>;
