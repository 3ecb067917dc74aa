import { monthWords } from './seasons.ts';
import { fold } from './words.ts';

/**
 * Whole numbers a visitor gives (an age, a group's size) and the ranges and bounds a page gives them in:
 * 'My son is 13' is covered by 'aged 11 to 15', 'dai 6 ai 17 anni', '16 or over' does not cover it.
 * Times ('16:00–18:00'), prices ('£5–£10') and decimals are no such ranges, but for a bound of one decimal
 * ('25.1 to 40 kg', as weight bands are written).
 */

/** The whole number a folded word is, when it is one a visitor would give of themselves (not a year). */
export function wholeNumber(word: string): number | undefined {
  if (!/^\d{1,3}$/.test(word)) return undefined;
  return Number(word);
}

/** A number standing alone: not part of a time, a date ('26/03'), a decimal, a price or a longer figure. */
const N = String.raw`(?<![\d.,:/€£$]|[€£$]\s)(\d{1,3}(?:[.,]\d)?)(?![\d:/]|[.,]\d|\s?[%€£$])`;
const DASH = String.raw`\s?[-–—]\s?`;

/** Days of a month ('14–18 April', 'dal 12 al 16 maggio') are dates, no range of ages or sizes. */
const NO_MONTH = `(?!\\s+(?:${monthWords.join('|')})\\b)`;
/** Ranges: 'aged 11 to 15', 'from 6 to 17', 'dai 6 ai 17', 'tra 10 e 20', 'between 10 and 20', '11–15'. */
const RANGES = [
  new RegExp(
    `\\b(?:aged|ages|from|between|da|dai|dagli|dal|tra|fra)\\s+${N}\\s+(?:to|and|a|ai|agli|al|e)\\s+${N}${NO_MONTH}`,
    'gu',
  ),
  new RegExp(`${N}${DASH}${N}(?!${DASH}\\d)${NO_MONTH}`, 'gu'),
  // 'from 60 to 30 days before arrival', as cancellation terms count down: either way round, with its unit.
  new RegExp(
    `${N}\\s+(?:to|a|-|–)\\s+${N}\\s+(?:days?|giorni|weeks?|settimane|hours?|ore|nights?|notti|years?|anni|people|persone|kg|kilos?|chili|km|cm|metres?|meters?|metri|litres?|liters?|litri|l)\\b`,
    'gu',
  ),
];
/** Upper bounds: 'under 12' or 'under-12s' (below it), 'up to 20', 'fino a 20', 'massimo 8', '12 or under' (it included). */
const BELOW = new RegExp(
  `\\b(?:under|below|less than|younger than|sotto (?:i|gli)|sotto|meno di|inferiore a)(?:\\s+|-)${N}`,
  'gu',
);
const UP_TO = [
  new RegExp(
    `\\b(?:up to|maximum(?: of)?|max\\.?|at most|no more than|fino a|fino ai|fino agli|massimo|al massimo|non più di)\\s+${N}`,
    'gu',
  ),
  new RegExp(`${N}\\s+(?:or|and) (?:under|younger|less|fewer)\\b`, 'gu'),
];
/** Lower bounds: 'over 65' or 'over-65s' (above it), '16 or over', 'at least 15', 'almeno 15', 'dai 18 anni in su'. */
const ABOVE = new RegExp(
  `\\b(?:over|above|more than|older than|oltre|oltre i|sopra i|sopra|più di)(?:\\s+|-)${N}`,
  'gu',
);
const FROM = [
  new RegExp(`\\b(?:at least|minimum(?: of)?|min\\.?|almeno|minimo)\\s+${N}`, 'gu'),
  new RegExp(
    `${N}\\s?(?:\\+|(?:years? )?(?:or|and) (?:over|older|more|above)\\b|anni in su\\b|e oltre\\b)`,
    'gu',
  ),
  new RegExp(`\\b(?:dai|dagli)\\s+${N}\\s+anni in su\\b`, 'gu'),
  // 'dai 14 anni', 'dai 3 mesi compiuti': from an age, when no upper end follows ('dai 3 agli 11 anni' is a range).
  new RegExp(
    `\\b(?:dai|dagli|dall['’])\\s*${N}\\s+(?:anni|mesi)\\b(?!\\s+(?:a|ai|agli|al|all['’])\\s*\\d)`,
    'gu',
  ),
  new RegExp(`\\b(?:from the age of|from age|a partire da(?:i|gli)?|dall['’]eta di)\\s+${N}`, 'gu'),
];

/** A half written as its sign, as children's ages are ('2½ to 4 years'), is the decimal it is. */
const withHalves = (folded: string) => folded.replace(/(\d)½/g, '$1.5');

/**
 * What a number counts, by the word after it: 'aged 12' and '12 anni' are years of age, 'da 10 a 30 persone'
 * a group's size. A visitor's age is not held by a range of people, nor a group's size by a range of ages.
 */
const COUNTED: readonly (readonly [Counted, RegExp])[] = [
  ['years', /^(years?|yrs?|anni|anno)$/],
  ['months', /^(months?|mesi|mese)$/],
  ['weeks', /^(weeks?|settimane|settimana)$/],
  ['days', /^(days?|giorni|giorno|nights?|notti|notte)$/],
  ['hours', /^(hours?|hrs?|ore|ora|minutes?|minuti|mins?)$/],
  [
    'people',
    /^(people|persons?|persone|guests?|ospiti|adults?|adulti|participants?|partecipanti|pax|players?|giocatori|children|kids|bambini|ragazzi|riders?|cyclists?|ciclisti|members?|soci|students?|studenti|allievi|visitors?|visitatori|diners?|coperti|seats?|posti)$/,
  ],
  ['weight', /^(kg|kilos?|chili|chilo|grams?|grammi)$/],
  ['length', /^(km|cm|mm|m|metres?|meters?|metri|miles?)$/],
];
export type Counted = 'years' | 'months' | 'weeks' | 'days' | 'hours' | 'people' | 'weight' | 'length';

/** What a word after a number says it counts, if it is a unit of time, of people or of measure. */
export const countedBy = (word: string | undefined): Counted | undefined =>
  word === undefined ? undefined : COUNTED.find(([, words]) => words.test(word))?.[0];

/** Whether the word after a match's last figure counts something other than `counted`. */
function countsOther(text: string, match: RegExpMatchArray, counted: Counted | undefined): boolean {
  if (counted === undefined) return false;
  const lastFigure = (match.index ?? 0) + match[0].search(/\d\D*$/) + 1;
  const unit = countedBy(/^[\s.]*(\p{L}+)/u.exec(text.slice(lastFigure))?.[1]);
  return unit !== undefined && unit !== counted;
}

/**
 * Whether a text gives `n` only as a count of another thing than `counted`: 'The code lasts 21 days' does not
 * say the age of 'my son is 21'.
 */
export function countsOnlyOther(n: number, text: string, counted: Counted): boolean {
  const folded = fold(text);
  // '10 to 30 people' counts people with its 10 as well as its 30.
  const figures = [
    ...folded.matchAll(
      new RegExp(
        String.raw`(?<![\d.,]|[€£$]\s?)${n}(?!\d|[.,]\d|\s?%)(?:\s?(?:to|a|-|–|e|and)\s?\d{1,3}(?![\d.,:]))?`,
        'g',
      ),
    ),
  ];
  return figures.length > 0 && figures.every((figure) => countsOther(folded, figure, counted));
}

const numbersOf = (pattern: RegExp, text: string, counted?: Counted) =>
  [...text.matchAll(pattern)]
    .filter((m) => !countsOther(text, m, counted))
    .map((m) => m.slice(1).map((n) => Number(n?.replace(',', '.'))));

/**
 * Whether `n` falls in the ranges and bounds a text gives: true when one holds it, false when the text
 * gives some and none holds it ('under 11' for 13), undefined when it gives none.
 */
export function coversNumber(n: number, text: string, counted?: Counted): boolean | undefined {
  return holds(n, boundsIn(text, counted));
}

/**
 * Whether a text sets a limit that leaves `n` out ('dai 14 anni in su' for 12, 'under 8s cannot join' for 9)
 * and gives no range holding it: a rule saying no to the visitor, unlike a price band for other ages.
 */
export function limitLeavesOut(n: number, text: string, counted?: Counted): boolean {
  const bounds = boundsIn(text, counted);
  const limits = bounds.below.length + bounds.upTo.length + bounds.above.length + bounds.from.length;
  return limits > 0 && holds(n, bounds) === false;
}

type Bounds = ReturnType<typeof boundsIn>;

/** Whether the bounds hold `n`; undefined when there are none. */
function holds(n: number, { ranges, below, upTo, above, from }: Bounds): boolean | undefined {
  if (ranges.length + below.length + upTo.length + above.length + from.length === 0) return undefined;
  return (
    ranges.some(([low = 0, high = 0]) => n >= low && n <= high) ||
    below.some(([bound = 0]) => n < bound) ||
    upTo.some(([bound = 0]) => n <= bound) ||
    above.some(([bound = 0]) => n > bound) ||
    from.some(([bound = 0]) => n >= bound)
  );
}

function boundsIn(text: string, counted: Counted | undefined) {
  const folded = withHalves(fold(text));
  return {
    ranges: RANGES.flatMap((pattern) => numbersOf(pattern, folded, counted))
      .map(([a = 0, b = 0]) => [Math.min(a, b), Math.max(a, b)])
      .filter(([low = 0, high = 0]) => low < high),
    below: numbersOf(BELOW, folded, counted),
    upTo: UP_TO.flatMap((pattern) => numbersOf(pattern, folded, counted)),
    above: numbersOf(ABOVE, folded, counted),
    from: FROM.flatMap((pattern) => numbersOf(pattern, folded, counted)),
  };
}

/** Whether a text gives `n` as a bound ('over 65', 'sopra i 65 anni', '65+', '65 and over'), not as a price or a count. */
export function givesBound(n: number, text: string): boolean {
  const folded = fold(text);
  return (
    [BELOW, ABOVE, ...UP_TO, ...FROM].some((pattern) =>
      numbersOf(pattern, folded).some(([bound]) => bound === n),
    ) || new RegExp(String.raw`\b(?:over|under)-?${n}s?\b|\b${n}\s?anni\b|\b${n}\s?years?\b`).test(folded)
  );
}
