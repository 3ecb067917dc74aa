/** The rules of spec part 2 §4 for the project views, as pure functions of their inputs. */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day a stored date names (`YYYY-MM-DD`, or the day part of an ISO timestamp), or undefined. */
export function parseDay(value: string | null | undefined): { y: number; m: number; d: number } | undefined {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  if (!match) return undefined;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(y, m - 1, d));
  if (check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return undefined;
  return { y, m, d };
}

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

/** Short month, day and year in the page's language ('Nov 22, 2026' / '22 nov 2026'); undefined when missing. */
export function formatShortDate(value: string | null | undefined, language: string): string | undefined {
  const day = parseDay(value);
  if (!day) return undefined;
  return new Intl.DateTimeFormat(language === 'it' ? 'it-IT' : 'en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(day.y, day.m - 1, day.d)));
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
