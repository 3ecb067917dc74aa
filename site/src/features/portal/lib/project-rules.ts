/** The rules of spec part 2 §4 for the project views, as pure functions of their inputs. */
import { parseDay } from '../../../lib/dates.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days from today to the date, counted by calendar day in the viewer's time zone. */
export function daysUntil(value: string, today: Date): number | undefined {
  const day = parseDay(value);
  if (!day) return undefined;
  const target = Date.UTC(day.y, day.m - 1, day.d);
  const base = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.round((target - base) / DAY_MS);
}

export type DueState =
  | { kind: 'completed' }
  | { kind: 'none' }
  | { kind: 'today' }
  | { kind: 'overdue'; days: number }
  | { kind: 'remaining'; days: number };

/** Completed tasks say so; otherwise due today, N days overdue or N days remaining; no date says none. */
export function dueState(task: { status: string; dueDate: string | null }, today: Date): DueState {
  if (task.status === 'completed') return { kind: 'completed' };
  const days = task.dueDate ? daysUntil(task.dueDate, today) : undefined;
  if (days === undefined) return { kind: 'none' };
  if (days === 0) return { kind: 'today' };
  return days < 0 ? { kind: 'overdue', days: -days } : { kind: 'remaining', days };
}

/** The rounded average of the tasks' completion; 0 with no tasks. */
export function projectProgress(tasks: { completionPercentage: number }[]): number {
  if (tasks.length === 0) return 0;
  const total = tasks.reduce((sum, t) => sum + (Number(t.completionPercentage) || 0), 0);
  return Math.round(total / tasks.length);
}

/** A status this build knows gets its translation key; any other value is shown as it came. */
export function knownStatus<T extends string>(value: string, known: readonly T[]): T | undefined {
  return (known as readonly string[]).includes(value) ? (value as T) : undefined;
}

export const projectFilters = ['all', 'active', 'completed', 'on_hold'] as const;
export type ProjectFilter = (typeof projectFilters)[number];

/** 'active' is the spec's label for in-progress projects. */
export function matchesFilter(status: string, filter: ProjectFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'active') return status === 'in_progress';
  return status === filter;
}
