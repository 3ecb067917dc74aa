import { type Concept, givesRange, rangeHolds } from '../knowledge/analysis/question.ts';
import { monthsIn } from '../knowledge/analysis/seasons.ts';
import { stem, stemLanguages, stopwords } from '../knowledge/analysis/stems.ts';
import { fold, wordsOf } from '../knowledge/analysis/words.ts';
import { formsOf, presence, type Quote } from './evidence.ts';

/**
 * A page's legend: what the names its table uses for its columns or rows stand for ('Mid: 22 May – 17 July,
 * 31 August – 13 September' for the 'Mid' column of the prices, 'Ridotto: ragazzi dai 6 ai 17 anni' for the
 * 'Ridotto' price). A visitor gives a month or an age, the table answers by the name.
 */
export interface LegendEntry {
  quote: Quote;
  page: string;
  label: string;
  definition: string;
  /** The name's words that no other entry of its page's legend shares ('mid' of 'Mid season'), stemmed. */
  terms: string[];
}

/** 'Low: 20 March – 2 April', 'Ridotto: ragazzi dai 6 ai 17 anni': a short name, a colon, figures. */
const DEFINES = /^(\p{L}[\p{L}'’ -]{0,30}?)\s*:\s+(.*\d.*)$/u;
const MAX_LABEL_WORDS = 3;

/**
 * The entries of the pages' legends among the quotes: a line naming something a record of the same page
 * uses as a column or row name ('Pitch: Tent pitch · Low: £23 · Mid: £29', 'Mid season: Gull caravan ·
 * Per week: £560'). A line defining a word no table uses ('Closed: 24 December – 2 January') is no legend's.
 */
export function legendOf(quotes: Quote[]): LegendEntry[] {
  const records = quotes.filter((q) => q.text.includes(' · '));
  const entries: Omit<LegendEntry, 'terms'>[] = [];
  for (const quote of quotes) {
    if (quote.text.includes(' · ')) continue;
    const [, label, definition] = DEFINES.exec(quote.text) ?? [];
    if (!label || !definition || wordsOf(label).length > MAX_LABEL_WORDS) continue;
    // An asterisk's note under a table ('* Bambini fino a 13 anni') defines no name.
    if (definition.startsWith('*')) continue;
    const name = new RegExp(`(^|·\\s)[^·:]*\\b${escaped(fold(label))}\\b[^·:]*:`, 'u');
    const page = quote.hit.source;
    const using = records.filter((r) => r.hit.source === page && r !== quote && name.test(fold(r.text)));
    // The name every record's first cell is given by ('Articolo: Set sci…') heads the rows: no legend's name.
    const heads = (r: Quote) => fold(r.text.split(':')[0] ?? '') === fold(label);
    if (using.length === 0 || using.every(heads)) continue;
    entries.push({ quote, page, label, definition });
  }
  entries.push(...tableLegend(records));
  return entries.map((entry) => ({ ...entry, terms: distinctWords(entry, entries) }));
}

/** A record's cells, each its header and its value ('Stagione: Alta stagione' → ['Stagione', 'Alta stagione']). */
const cellsOf = (record: Quote) =>
  record.text.split(' · ').map((cell) => {
    const at = cell.indexOf(': ');
    return at < 0 ? ['', cell] : [cell.slice(0, at), cell.slice(at + 2)];
  });

/**
 * A legend printed as a table: each row names a thing in its first cell and gives its months in another
 * ('Stagione: Alta stagione · Periodo: 01/07 – 31/08'), and a table of prices on the page names its rows by
 * the words telling the things apart ('Stagione: Alta · Superior: 185 €').
 */
function tableLegend(records: Quote[]): Omit<LegendEntry, 'terms'>[] {
  const rows = records.flatMap((quote) => {
    const [[, label = ''] = [], ...rest] = cellsOf(quote);
    const definition = rest.map(([, value = '']) => value).find((value) => monthsIn(value).size > 0);
    return definition && wordsOf(label).length <= MAX_LABEL_WORDS && monthsIn(label).size === 0
      ? [{ quote, page: quote.hit.source, label, definition }]
      : [];
  });
  return rows.filter((row) => {
    const names = ownWords(row, rows);
    return records.some(
      (r) =>
        r.hit.source === row.page &&
        !rows.some((other) => other.quote === r) &&
        cellsOf(r).some(([, value = '']) => names.includes(fold(value).trim())),
    );
  });
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The question's months and numbers, each also said by the names a legend defines to cover it: 'giugno'
 * is said by 'Mid' when the page's 'Mid' season runs from 22 May to 17 July, '14' (years old) by 'Ridotto'
 * when it is for 'ragazzi dai 6 ai 17 anni'. A name's words that every entry of its legend shares ('Low
 * season', 'Mid season') say nothing apart.
 */
export function withLegends(concepts: Concept[], legend: LegendEntry[]): Concept[] {
  if (legend.length === 0) return concepts;
  const given = concepts.filter(givesRange);
  const names = legend.filter((entry) => given.some((c) => rangeHolds(c, entry.definition)));
  if (names.length === 0) return concepts;
  return concepts.map((concept) => {
    // The name says the month or age its definition covers, and the question's other words the definition
    // says with it ('ragazzo' and 'anni' of 'un ragazzo di 14 anni', by 'ragazzi dai 6 ai 17 anni').
    const saying = names.filter((entry) =>
      givesRange(concept)
        ? rangeHolds(concept, entry.definition)
        : presence(concept, formsOf(entry.definition)) > 0,
    );
    if (saying.length === 0) return concept;
    const terms = saying.flatMap((entry) => entry.terms);
    const known = new Set(concept.variants.map((v) => v.term));
    const added = [...new Set(terms)].filter((term) => !known.has(term)).map((term) => ({ term, weight: 1 }));
    return added.length > 0 ? { ...concept, variants: [...concept.variants, ...added] } : concept;
  });
}

/** The stems of an entry's name that no other entry of its page's legend shares. */
function distinctWords(entry: Omit<LegendEntry, 'terms'>, legend: Omit<LegendEntry, 'terms'>[]): string[] {
  return ownWords(entry, legend).flatMap((w) => stemLanguages.map((language) => stem(w, language)));
}

/** The words of an entry's name that no other entry of its page's legend shares ('alta' of 'Alta stagione'). */
function ownWords(entry: Omit<LegendEntry, 'terms'>, legend: Omit<LegendEntry, 'terms'>[]): string[] {
  const others = legend.filter((e) => e.page === entry.page && e !== entry).flatMap((e) => wordsOf(e.label));
  return wordsOf(entry.label).filter((w) => !stopwords.has(w) && !others.includes(w));
}

/**
 * What a page's record says by the names of its legend, for a question giving a month or an age: the
 * entries whose name the record uses and whose definition covers it ('Mid: 22 May – 17 July…' for 'Mid
 * season: Gull caravan · Per week: £560', asked about June).
 */
export function explaining(
  text: string,
  page: string,
  legend: LegendEntry[],
  concepts: Concept[],
): LegendEntry[] {
  const given = concepts.filter(givesRange);
  const said = formsOf(text);
  return legend.filter(
    (entry) =>
      entry.page === page &&
      entry.terms.some((term) => said.match(term) > 0) &&
      given.some((c) => rangeHolds(c, entry.definition)),
  );
}
