/** Dates as the API stores them (calendar days `YYYY-MM-DD`, ISO moments), shown in the page's language. */

/** The calendar day a stored date names (`YYYY-MM-DD`, or the day part of an ISO timestamp), or undefined. */
export function parseDay(value: string | null | undefined): { y: number; m: number; d: number } | undefined {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  if (!match) return undefined;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(y, m - 1, d));
  if (check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return undefined;
  return { y, m, d };
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

/** A moment (an ISO timestamp) as date and time in the page's language and the visitor's time zone; undefined when unreadable. */
export function formatDateTime(value: string | null | undefined, language: string): string | undefined {
  const date = value ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime())) return undefined;
  return new Intl.DateTimeFormat(language === 'it' ? 'it-IT' : 'en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}
