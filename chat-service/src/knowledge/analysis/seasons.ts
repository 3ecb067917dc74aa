import { fold } from './words.ts';

/**
 * Seasons and months, Italian and English: 'Is the office open in summer?' is answered by '1 April to
 * 31 October: every day 09:00–19:00', which names no season but covers one. Seasons are the meteorological
 * ones of the northern hemisphere (summer June to August); months count from 0 (January).
 */
const MONTHS: readonly { names: readonly string[]; short: readonly string[] }[] = [
  { names: ['gennaio', 'january'], short: ['jan', 'gen'] },
  { names: ['febbraio', 'february'], short: ['feb'] },
  { names: ['marzo', 'march'], short: ['mar'] },
  { names: ['aprile', 'april'], short: ['apr'] },
  // 'May' is also the verb: it counts as a month where an abbreviation would.
  { names: ['maggio'], short: ['may', 'mag'] },
  { names: ['giugno', 'june'], short: ['jun', 'giu'] },
  { names: ['luglio', 'july'], short: ['jul', 'lug'] },
  { names: ['agosto', 'august'], short: ['aug', 'ago'] },
  { names: ['settembre', 'september'], short: ['sep', 'sept', 'set'] },
  { names: ['ottobre', 'october'], short: ['oct', 'ott'] },
  { names: ['novembre', 'november'], short: ['nov'] },
  { names: ['dicembre', 'december'], short: ['dec', 'dic'] },
];

/** Every name and abbreviation of a month, folded ('agosto', 'august', 'aug', 'ago'). */
export const monthWords = MONTHS.flatMap((m) => [...m.names, ...m.short]);

/**
 * A season's words and months. 'Estate' is also English for a property, and 'springs' are hot springs:
 * the Italian words count in an Italian question only, and 'spring' only in the singular.
 */
const SEASONS: readonly { english: RegExp; italian: RegExp; months: readonly number[] }[] = [
  { english: /^(spring|springtime)$/, italian: /^(primavera|primaverili?)$/, months: [2, 3, 4] },
  { english: /^(summers?|summertime)$/, italian: /^(estate|estiv[oaie])$/, months: [5, 6, 7] },
  { english: /^(autumns?|autumnal)$/, italian: /^(autunno|autunnal[ei])$/, months: [8, 9, 10] },
  { english: /^(winters?|wintertime)$/, italian: /^(inverno|invernal[ei])$/, months: [11, 0, 1] },
];

/** The months of the season a folded word names, in a question of `language` (either when unknown). */
export function seasonMonths(word: string, language?: 'it' | 'en'): readonly number[] | undefined {
  return SEASONS.find(
    (s) => (language !== 'it' && s.english.test(word)) || (language !== 'en' && s.italian.test(word)),
  )?.months;
}

/** The full names of months, both languages, for finding the pages that speak of a season's months. */
export const monthNames = (months: readonly number[]): string[] =>
  months.flatMap((m) => MONTHS[m]?.names ?? []);

const fullMonth = (word: string) => MONTHS.findIndex((m) => m.names.includes(word));
/** The month a folded word names in full or short ('dec' after a day: '24 Dec'), -1 for none. */
export const monthIndex = (word: string) =>
  MONTHS.findIndex((m) => m.names.includes(word) || m.short.includes(word));

/**
 * A month named by a folded word: a full name, or an abbreviation beside a day's number ('15 Aug',
 * 'ago 2026') or at one end of a range ('May to September'), since 'mar', 'set', 'ago' and 'may' are
 * words of their own.
 */
function monthOf(words: string[], i: number): number | undefined {
  const word = words[i] ?? '';
  const full = fullMonth(word);
  if (full >= 0) return full;
  const month = MONTHS.findIndex((m) => m.short.includes(word));
  if (month < 0) return undefined;
  const beside = (w: string | undefined) => w !== undefined && /\d/.test(w);
  const ranged = (link: string | undefined, end: string | undefined) =>
    link !== undefined && RANGE_LINK.test(link) && end !== undefined && fullMonth(end) >= 0;
  return beside(words[i - 1]) ||
    beside(words[i + 1]) ||
    ranged(words[i + 1], words[i + 2]) ||
    ranged(words[i - 1], words[i - 2])
    ? month
    : undefined;
}

/** What may stand between the two ends of a range of months: days, ordinals, 'to', 'al', dashes. */
const RANGE_LINK = /^(to|until|till|through|thru|al|a|fino|all|[-–—])$/;
const RANGE_FILLER = /^(\d{1,2}(st|nd|rd|th|°|º)?|the|of|del|di|il|l|o|°|º|,|[-–—])$/;

/** A range of days written as numbers, day first: '01/07 – 31/08', 'dal 16/03 al 30/04/2027'. */
const NUMERIC_RANGE =
  /\b(\d{1,2})\/(\d{1,2})(?:\/\d{2,4})?\s*(?:[-–—]|al|to|a|until)\s*(\d{1,2})\/(\d{1,2})(?:\/\d{2,4})?\b/g;

/** The months of the numeric ranges of days in a folded text, every month between included. */
function numericRangeMonths(folded: string, months: Set<number>): boolean {
  let found = false;
  for (const [, fromDay, from, toDay, to] of folded.matchAll(NUMERIC_RANGE)) {
    const [first, last] = [Number(from) - 1, Number(to) - 1];
    if (![first, last].every((m) => m >= 0 && m < 12) || Number(fromDay) > 31 || Number(toDay) > 31) continue;
    for (let m = first; m !== last; m = (m + 1) % 12) months.add(m);
    months.add(last);
    found = true;
  }
  return found;
}

/**
 * The months a text speaks of, ranges included: '1 April to 31 October', 'dal 1° aprile al 31 ottobre',
 * 'maggio–settembre', '01/07 – 31/08' cover every month between; 'from November to March' runs over the new
 * year.
 */
export function monthsIn(text: string): Set<number> {
  return readMonths(text).months;
}

/**
 * Whether a text gives a span of dates, from one day or month to another ('1 April – 31 October', 'dal 21
 * settembre al 10 dicembre', '01/07 – 31/08'), or a day something runs from or until ('from 21 September',
 * 'fino al 6 gennaio'): it says when that thing starts and ends.
 */
export function givesDateSpan(text: string): boolean {
  return readMonths(text).ranged || FROM_OR_UNTIL_DAY.test(fold(text));
}

const FROM_OR_UNTIL_DAY = new RegExp(
  String.raw`\b(?:from|until|till|dal|dall['’]|fino al|a partire dal|(?:re)?opens? on|(?:starts?|begins?) on|(?:ri)?apr(?:e|ono) il|inizi(?:a|ano) il|cominci(?:a|ano) il)\s+(?:\p{L}+\s+)?\d{1,2}(?:st|nd|rd|th|°|º)?\s+(?:${monthWords.join('|')})\b`,
  'u',
);

function readMonths(text: string): { months: Set<number>; ranged: boolean } {
  const words = fold(text)
    .split(/\s+|(?=[-–—])|(?<=[-–—])|[.,;:()?!]/u)
    .filter(Boolean);
  const months = new Set<number>();
  let ranged = numericRangeMonths(fold(text), months);
  let last: { month: number; at: number } | undefined;
  words.forEach((_, i) => {
    const month = monthOf(words, i);
    if (month === undefined) return;
    months.add(month);
    if (last) {
      const between = words.slice(last.at + 1, i);
      const linked = between.some((w) => RANGE_LINK.test(w));
      if (linked && between.length <= 4 && between.every((w) => RANGE_LINK.test(w) || RANGE_FILLER.test(w))) {
        ranged = true;
        for (let m = last.month; m !== month; m = (m + 1) % 12) months.add(m);
      }
    }
    last = { month, at: i };
  });
  return { months, ranged };
}

/**
 * Whether a text covers a season: it names at least two of its three months, or a range over them; a
 * single month asked ('ad agosto') is covered by a range holding it ('1 aprile – 31 ottobre').
 */
export function coversSeason(season: readonly number[], text: string): boolean {
  const named = monthsIn(text);
  return season.filter((m) => named.has(m)).length >= Math.min(2, season.length);
}

/** The month a folded word names in full ('agosto', 'august'), as a one-month season. */
export function monthAsked(word: string): readonly number[] | undefined {
  const month = fullMonth(word);
  return month >= 0 ? [month] : undefined;
}
