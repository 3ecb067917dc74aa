import { z } from 'zod';
import { code } from './messages.ts';
import { plainText } from './text.ts';

export const projectStatuses = ['completed', 'in_progress', 'on_hold'] as const;
export type ProjectStatus = (typeof projectStatuses)[number];
export const taskPriorities = ['high', 'medium', 'low'] as const;
export type TaskPriority = (typeof taskPriorities)[number];
export const taskStatuses = ['pending', 'in_progress', 'completed'] as const;
export type TaskStatus = (typeof taskStatuses)[number];
export const milestoneStatuses = ['pending', 'reached'] as const;
export type MilestoneStatus = (typeof milestoneStatuses)[number];

export { projectMessages } from './project.messages.ts';

const isCalendarDate = (v: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().startsWith(v);
};

/** A calendar day `YYYY-MM-DD`; empty or null means none. */
const optionalDate = z
  .union([z.string().trim(), z.null()])
  .optional()
  .transform((v) => (v === undefined ? undefined : v || null))
  .refine((v) => !v || isCalendarDate(v), code('project.dateInvalid'));

const controlCharacters = code('text.controlCharacters');

const text = (max: number, label: string) =>
  z
    .union([
      plainText(controlCharacters, { multiline: true })
        .trim()
        .max(max, `${label} must be at most ${max} characters.`),
      z.null(),
    ])
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null));

const required = (message: string, max = 200) =>
  plainText(controlCharacters, { error: message })
    .trim()
    .min(1, message)
    .max(max, `At most ${max} characters.`);

const projectFields = {
  // A missing client reads as 0, so the message is the plain 'choose the client' one.
  clientId: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 0 : v),
    z.coerce.number().int(code('project.clientRequired')).positive(code('project.clientRequired')),
  ),
  name: required(code('project.nameRequired')),
  description: text(5000, 'Description'),
  status: z.enum(projectStatuses, { error: code('project.statusInvalid') }),
  startDate: optionalDate,
  endDate: optionalDate,
};

const endNotBeforeStart = (p: { startDate?: string | null; endDate?: string | null }) =>
  !p.startDate || !p.endDate || p.endDate >= p.startDate;

/** POST /api/projects (admin): a project assigned to a client. */
export const projectInputSchema = z
  .strictObject({ ...projectFields, status: projectFields.status.default('in_progress') })
  .refine(endNotBeforeStart, { message: code('project.endBeforeStart'), path: ['endDate'] });
export type ProjectInput = z.infer<typeof projectInputSchema>;

/** PUT /api/projects/{id} (admin): any subset of the fields. */
export const projectUpdateSchema = z.strictObject(projectFields).partial();
export type ProjectUpdate = z.infer<typeof projectUpdateSchema>;

const taskFields = {
  title: required(code('project.titleRequired')),
  description: text(5000, 'Description'),
  priority: z.enum(taskPriorities, { error: code('project.priorityInvalid') }),
  status: z.enum(taskStatuses, { error: code('project.statusInvalid') }),
  dueDate: optionalDate,
  completionPercentage: z.coerce
    .number({ error: code('project.percentageRange') })
    .int(code('project.percentageRange'))
    .min(0, code('project.percentageRange'))
    .max(100, code('project.percentageRange')),
};

/** POST /api/projects/{id}/tasks (admin). */
export const taskInputSchema = z.strictObject({
  ...taskFields,
  priority: taskFields.priority.default('medium'),
  status: taskFields.status.default('pending'),
  completionPercentage: taskFields.completionPercentage.default(0),
});
export type TaskInput = z.infer<typeof taskInputSchema>;
/** PUT /api/projects/{id}/tasks/{taskId} (admin). */
export const taskUpdateSchema = z.strictObject(taskFields).partial();
export type TaskUpdate = z.infer<typeof taskUpdateSchema>;

const milestoneFields = {
  title: required(code('project.titleRequired')),
  description: text(5000, 'Description'),
  status: z.enum(milestoneStatuses, { error: code('project.statusInvalid') }),
  targetDate: optionalDate,
  completedDate: optionalDate,
};

/** POST /api/projects/{id}/milestones (admin). */
export const milestoneInputSchema = z.strictObject({
  ...milestoneFields,
  status: milestoneFields.status.default('pending'),
});
export type MilestoneInput = z.infer<typeof milestoneInputSchema>;
/** PUT /api/projects/{id}/milestones/{milestoneId} (admin). */
export const milestoneUpdateSchema = z.strictObject(milestoneFields).partial();
export type MilestoneUpdate = z.infer<typeof milestoneUpdateSchema>;

/** Dates are calendar days `YYYY-MM-DD` or null; status strings may hold values this build does not know. */
export interface Project {
  id: number;
  clientId: number;
  name: string;
  description: string | null;
  status: string;
  startDate: string | null;
  endDate: string | null;
  createdAt: string;
  updatedAt: string;
}

/** An admin's view of a project: with its client's name. */
export interface AdminProject extends Project {
  clientUsername: string;
  clientName: string;
}

export interface Task {
  id: number;
  projectId: number;
  title: string;
  description: string | null;
  priority: string;
  status: string;
  dueDate: string | null;
  completionPercentage: number;
  createdAt: string;
  updatedAt: string;
}

export interface Milestone {
  id: number;
  projectId: number;
  title: string;
  description: string | null;
  status: string;
  targetDate: string | null;
  completedDate: string | null;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/projects, GET /api/admin/projects */
export interface ProjectList<P = Project> {
  projects: P[];
}
