import { fold } from './words.ts';

/**
 * How many of a thing a text gives ('5 giorni', '3–4 persone', '2-person', 'two nights', 'un'ora'): a price list's
 * rows differ by them, and a visitor asking for one day ('per una giornata intera') is not answered by
 * the row for five ('5 giornate intere: € 399').
 */
export interface Counted {
  /** The folded word counted. */
  word: string;
  low: number;
  high: number;
}

/** The numbers written as words, by language: Italian 'due' is two, English 'due' is owed. */
const NUMBER_WORDS = {
  en: {
    one: 1,
    two: 2,
    three: 3,
    four: 4,
    five: 5,
    six: 6,
    seven: 7,
    eight: 8,
    nine: 9,
    ten: 10,
    eleven: 11,
    twelve: 12,
    dozen: 12,
    thirteen: 13,
    fourteen: 14,
    fifteen: 15,
    sixteen: 16,
    seventeen: 17,
    eighteen: 18,
    nineteen: 19,
    twenty: 20,
  },
  it: {
    uno: 1,
    una: 1,
    un: 1,
    due: 2,
    tre: 3,
    quattro: 4,
    cinque: 5,
    sei: 6,
    sette: 7,
    otto: 8,
    nove: 9,
    dieci: 10,
    undici: 11,
    dodici: 12,
    dozzina: 12,
    tredici: 13,
    quattordici: 14,
    quindici: 15,
    sedici: 16,
    diciassette: 17,
    diciotto: 18,
    diciannove: 19,
    venti: 20,
  },
} satisfies Record<string, Record<string, number>>;
const ANY_NUMBER_WORD: Record<string, number> = { ...NUMBER_WORDS.en, ...NUMBER_WORDS.it };

/** From eleven up, no number word is a word of the other language ('dodici', 'twelve'). */
const UNMISTAKABLE = 11;

/**
 * The number a word writes out in the text's language ('due' in Italian, 'two' in English). When the
 * language is not known, only from eleven up ('dodici rose'): 'due' may be owed.
 */
export const numberWord = (word: string, language: string | undefined): number | undefined => {
  if (language === 'en' || language === 'it') return (NUMBER_WORDS[language] as Record<string, number>)[word];
  const number = ANY_NUMBER_WORD[word];
  return number !== undefined && number >= UNMISTAKABLE ? number : undefined;
};
/** The English articles count one only in a question ('a night'); on a page, Italian 'a' is 'per' ('€ 10 a persona'). */
const ARTICLES: Record<string, number> = { a: 1, an: 1 };

const FIGURE = String.raw`(?<![\d.,:/€£$]|[€£$]\s)(\d{1,3})(?:\s?[-–]\s?(\d{1,3}))?(?![\d:%]|[.,]\d)`;
const WORD = String.raw`(\p{L}{3,})`;

/**
 * The things a text counts, each with the count it gives: a figure or a range of figures, or a number
 * written as a word, right before the word counted. `articles` reads 'a' and 'an' as one (a question's).
 */
export function countedIn(text: string, { articles = false } = {}): Counted[] {
  const folded = fold(text).replace(/[’']/g, "' ");
  const found: Counted[] = [];
  // A figure joined to its word counts it too ('2-person office', '3-course menu').
  for (const m of folded.matchAll(new RegExp(`${FIGURE}(?:\\s+|-)(?=${WORD})`, 'gu'))) {
    const low = Number(m[1]);
    const high = m[2] === undefined ? low : Number(m[2]);
    if (m[3] && low <= high) found.push({ word: m[3], low, high });
  }
  const words = { ...ANY_NUMBER_WORD, ...(articles ? ARTICLES : {}) };
  for (const m of folded.matchAll(new RegExp(`(?<![\\p{L}])(\\p{L}+)'?\\s+(?=${WORD})`, 'gu'))) {
    const count = words[m[1] ?? ''];
    if (count !== undefined && m[2]) found.push({ word: m[2], low: count, high: count });
  }
  return found;
}
