import { monthNames } from './seasons.ts';
import { fold } from './words.ts';

/** Weekday names in Italian and English (and English abbreviations), Monday first. */
const names: [RegExp, number][] = [
  [/^(luned\w*|monday\w*|mon)$/, 0],
  [/^(marted\w*|tuesday\w*|tue|tues)$/, 1],
  [/^(mercoled\w*|wednesday\w*|wed)$/, 2],
  [/^(gioved\w*|thursday\w*|thu|thurs)$/, 3],
  [/^(venerd\w*|friday\w*|fri)$/, 4],
  [/^(sabat\w*|saturday\w*|sat)$/, 5],
  [/^(domenic\w*|sunday\w*|sun)$/, 6],
];
const full =
  /^(luned|marted|mercoled|gioved|venerd|sabat|domenic|monday|tuesday|wednesday|thursday|friday|saturday|sunday)/;

function dayOf(word: string, abbreviations: boolean): number | undefined {
  if (!abbreviations && !full.test(word)) return undefined;
  return names.find(([pattern]) => pattern.test(word))?.[1];
}

/**
 * Words that name several days at once: 'every day' all seven, 'weekends' Saturday and Sunday, English
 * 'weekdays' Monday to Friday, Italian 'feriali' Monday to Saturday and 'festivi' Sunday (with holidays).
 */
const SPANS: [RegExp, number[]][] = [
  [
    /\b(every ?day|daily|7 days a week|seven days a week|tutti i giorni|ogni giorno|7 giorni su 7|sette giorni su sette)\b/,
    [0, 1, 2, 3, 4, 5, 6],
  ],
  [/\b(weekends?|fine settimana|week-ends?)\b/, [5, 6]],
  [/\bweekdays?\b/, [0, 1, 2, 3, 4]],
  [/\b(feriali|feriale|giorni lavorativi)\b/, [0, 1, 2, 3, 4, 5]],
  [/\b(festivi|festivo|festiva|domeniche)\b/, [6]],
];

/**
 * The days a word of a question names together ('weekdays' Monday to Friday, 'weekend', 'feriali'), or
 * undefined for any other word.
 */
export function daySpanOf(word: string): readonly number[] | undefined {
  const folded = fold(word);
  return /^\p{L}+$/u.test(folded) ? SPANS.find(([pattern]) => pattern.test(folded))?.[1] : undefined;
}

/** The weekdays' full names, in English and Italian. */
export const dayNames = (days: readonly number[]) =>
  days.flatMap((d) => [ENGLISH_DAYS[d]!, ITALIAN_DAYS[d]!]);
const ENGLISH_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const ITALIAN_DAYS = ['lunedi', 'martedi', 'mercoledi', 'giovedi', 'venerdi', 'sabato', 'domenica'];

/** The weekdays' full names, folded, in a pattern. */
const FULL_DAYS = `(?:${dayNames([0, 1, 2, 3, 4, 5, 6]).join('|')})`;

const EVERY_WEEK = new RegExp(
  String.raw`\b(?:(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays)\b|(?:every|each|ogni|il|di|la|al|alla)\s+${FULL_DAYS}\b)`,
);

/**
 * Whether a question asks of weekdays as every week ('Is the café shut on Tuesdays?', 'siete aperti il
 * lunedì?', 'every Sunday'), not of one coming day ('are you open on Tuesday?', 'martedì 5 gennaio').
 */
export const asksEveryWeek = (question: string) => EVERY_WEEK.test(fold(question));

/** A weekday opening a date ('martedì 5 gennaio 2027', 'Saturday 14 November'): one day, not every week's. */
const DATED_WEEKDAY = new RegExp(
  String.raw`\b${FULL_DAYS}\s+(\d{1,2}(?:st|nd|rd|th|°)?\s+(?:${monthNames([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]).join('|')})\b)`,
  'g',
);

/** A text without the weekdays that open its dates: what it says of weekdays every week. */
export const withoutDatedWeekdays = (text: string) => fold(text).replace(DATED_WEEKDAY, '$1');

/** The weekdays a question names ('Are you open on Mondays?' → Monday). */
export function daysAsked(question: string): number[] {
  return [
    ...new Set(
      fold(question)
        .split(/[^\p{L}]+/u)
        .map((w) => dayOf(w, false))
        .filter((d) => d !== undefined),
    ),
  ];
}

/**
 * The weekdays a text speaks of, ranges included: 'Tuesday to Sunday', 'dal martedì al sabato',
 * 'Mon–Fri' cover every day between.
 */
export function daysIn(text: string, language?: string): Set<number> {
  const folded = fold(text);
  const days = namedDaysIn(folded);
  for (const [pattern, covered] of SPANS) if (pattern.test(folded)) for (const d of covered) days.add(d);
  // Italian 'messe festive' are Sunday's; English 'festive opening hours' are Christmas's.
  if (language?.startsWith('it') && /\bfestive\b/.test(folded)) days.add(6);
  return days;
}

/**
 * The weekdays a text names, one by one or in ranges and lists ('Tuesday', 'Mon–Fri', 'Tue · Thu · Sat'),
 * not in words naming several at once ('every day', 'weekends').
 */
export function namedDaysIn(text: string): Set<number> {
  const days = new Set<number>();
  const words = fold(text).split(/([^\p{L}]+)/u);
  // words alternates word, separator, word…: a range is day, separator (a dash, 'to', 'al'…), day
  for (let i = 0; i < words.length; i += 2) {
    const day = dayOf(words[i] ?? '', true);
    if (day === undefined || (!full.test(words[i] ?? '') && !inListOfDays(words, i))) continue;
    days.add(day);
    const link = `${words[i + 1] ?? ''}${words[i + 2] ?? ''}${words[i + 3] ?? ''}`;
    const end = rangeEnd(words, i);
    if (end !== undefined && /^\s*(?:[-–—]|(?:to|until|till|through|thru|al|a|fino)\b)/.test(link)) {
      for (let d = day; d !== end; d = (d + 1) % 7) days.add(d);
      days.add(end);
    }
  }
  return days;
}

/**
 * An abbreviation ('Tue', 'sat') is a day in a range or a list of days ('Mon–Fri', 'Tue · Thu · Sat'), not
 * as a word of its own ('the sun', 'wed').
 */
function inListOfDays(words: string[], i: number): boolean {
  if (/[-–—]/.test(`${words[i - 1] ?? ''}${words[i + 1] ?? ''}`)) return true;
  const listed = (separator: string | undefined, word: string | undefined) =>
    separator !== undefined && DAY_LIST_SEPARATOR.test(separator) && dayOf(word ?? '', true) !== undefined;
  return listed(words[i - 1], words[i - 2]) || listed(words[i + 1], words[i + 2]);
}
const DAY_LIST_SEPARATOR = /^\s*[·•,/&|+]\s*$/;

function rangeEnd(words: string[], i: number): number | undefined {
  const next = dayOf(words[i + 2] ?? '', true);
  if (next !== undefined && /[-–—]/.test(words[i + 1] ?? '')) return next;
  const after = dayOf(words[i + 4] ?? '', true);
  return after;
}

/** Whether a folded word names a weekday. */
export function isWeekday(word: string): boolean {
  return dayOf(word, false) !== undefined;
}
