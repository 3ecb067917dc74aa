import { boundedCache } from './bounded-cache.ts';
import { WORDNET_DIR } from './inflections.ts';
import { baseForms, synsetReader, type Part as WordNetPart, wordNetIndex } from './wordnet-index.ts';

/** English words made from one another: 'enter' and 'entry', 'deliver' and 'delivery'. */
export interface Derivations {
  /** The words WordNet derives from a folded English word, or it from ('entry', 'entrance' for 'enter'). */
  related(word: string): readonly string[];
}

type Part = Extract<WordNetPart, 'noun' | 'verb'>;
const PARTS: readonly Part[] = ['noun', 'verb'];
const CODE: Record<string, Part> = { n: 'noun', v: 'verb' };
/** Only a word's four most frequent senses: 'book' as reading and as reserving, not as a bookmaker's. */
const MAX_SENSES = 4;
const MAX_RELATED = 4;
/** WordNet's lexicographer file of nouns naming people: 'driver' and 'renter' name who does it, not what. */
const NOUN_PERSON = 18;
const MAX_CACHED = 20_000;

/**
 * Reads WordNet's derivationally related forms ('+' pointers between a verb's and a noun's senses: 'enter'
 * → 'entry', 'entrance'): WordNet's index gives a lemma's senses, most frequent first, and each sense's
 * line is read from the data file when first asked for. One-word forms only. Undefined when wordnet-base
 * is not installed.
 */
export function loadDerivations(dir = WORDNET_DIR): Derivations | undefined {
  const index = wordNetIndex(dir);
  const readSynset = synsetReader(
    dir,
    PARTS.filter((part) => index[part]),
  );
  if (!readSynset) return undefined;
  const parse = (part: Part, offset: number) => {
    const { words, pointers, lexicographerFile } = readSynset(part, offset);
    return { words, pointers, person: lexicographerFile === NOUN_PERSON };
  };
  const baseOf = (word: string, part: Part) => baseForms(word, part).find((form) => index[part]?.has(form));
  const derive = (word: string): readonly string[] => {
    const found = new Set<string>();
    for (const part of PARTS) {
      const base = baseOf(word, part);
      if (!base) continue;
      for (const offset of index[part]?.get(base)?.senses.slice(0, MAX_SENSES) ?? []) {
        const { words, pointers } = parse(part, offset);
        const own = words.indexOf(base) + 1;
        for (const [symbol, target, code, numbers] of pointers) {
          const targetPart = CODE[code ?? ''];
          if (symbol !== '+' || !targetPart || !target || !numbers) continue;
          const from = Number.parseInt(numbers.slice(0, 2), 16);
          if (from !== 0 && from !== own) continue;
          const to = Number.parseInt(numbers.slice(2), 16);
          const synset = parse(targetPart, Number(target));
          const related = synset.words[to - 1];
          if (related && !synset.person && /^[a-z]{3,}$/.test(related) && related !== base)
            found.add(related);
        }
      }
    }
    return [...found].slice(0, MAX_RELATED);
  };
  const cached = boundedCache<readonly string[]>(MAX_CACHED);
  return { related: (word) => cached(word, () => derive(word)) };
}

let shared: Derivations | undefined | null = null;

/** WordNet's derivations, read once per process; undefined when it is not installed. */
export function sharedDerivations(): Derivations | undefined {
  if (shared === null) shared = loadDerivations();
  return shared;
}
