import type { BilingualDictionary } from './dictionary.ts';
import { type StemLanguage, stem, stemLanguages, stopwords } from './stems.ts';
import { wordsOf } from './words.ts';

/** One index term a concept may appear as, and how much a match on it counts (a translation less). */
export interface Variant {
  term: string;
  weight: number;
}

/** One thing a question asks about: a word of it, with the forms it may take in the index. */
export interface Concept {
  word: string;
  variants: Variant[];
}

const MAX_CONCEPTS = 12;
const TRANSLATION_WEIGHT = 0.7;
const MAX_TRANSLATIONS = 4;

/**
 * The concepts of a question: its words without stopwords, each with its Italian and English stems
 * (the index stems a page in its own language, and a question may be in either) and, through the
 * bilingual dictionary, the stems of its translations, so 'closed' also finds 'chiuso'.
 * A question made only of common words keeps them rather than find nothing.
 */
export function questionConcepts(question: string, dictionary?: BilingualDictionary): Concept[] {
  const words = wordsOf(question).filter((w) => w.length > 1 || /\d/.test(w));
  const content = words.filter((w) => !stopwords.has(w));
  const chosen = [...new Set(content.length > 0 ? content : words)].slice(0, MAX_CONCEPTS);
  return chosen.map((word) => ({ word, variants: variantsOf(word, dictionary) }));
}

/**
 * 'Are you open on Mondays?' is answered by 'closed on Mondays': opening and closing are one question,
 * asked either way. Stems, Italian and English.
 */
const opposites: [RegExp, string[]][] = [
  [/^(open|apert|apr|aprit|apron)$/, ['clos', 'close', 'chius', 'chiud']],
  [/^(clos|close|chius|chiud)$/, ['open', 'apert', 'apr']],
];
const OPPOSITE_WEIGHT = 0.9;

function variantsOf(word: string, dictionary: BilingualDictionary | undefined): Variant[] {
  const variants = new Map<string, number>([[word, 1]]);
  for (const language of stemLanguages) variants.set(stem(word, language), 1);
  const forms = [...variants.keys()];
  for (const [pattern, others] of opposites) {
    if (forms.some((v) => pattern.test(v))) {
      for (const other of others) if (!variants.has(other)) variants.set(other, OPPOSITE_WEIGHT);
    }
  }
  if (dictionary && !/\d/.test(word)) {
    for (const language of stemLanguages) {
      for (const translated of dictionary
        .translate(stem(word, language), language)
        .slice(0, MAX_TRANSLATIONS)) {
        if (!variants.has(translated) && !stopwords.has(translated)) {
          variants.set(translated, TRANSLATION_WEIGHT);
        }
      }
    }
  }
  return [...variants].map(([term, weight]) => ({ term, weight }));
}

/** Every distinct index term of the concepts, for the full-text query. */
export function conceptTerms(concepts: Concept[]): string[] {
  return [...new Set(concepts.flatMap((c) => c.variants.map((v) => v.term)))];
}

export type { StemLanguage };
