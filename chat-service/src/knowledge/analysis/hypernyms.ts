import { boundedCache } from './bounded-cache.ts';
import { WORDNET_DIR } from './inflections.ts';
import { baseForms, synsetReader, wordNetIndex } from './wordnet-index.ts';

/** The broader names of an English noun: 'spaniel' is a 'dog', 'suitcase' is 'luggage', 'daughter' a 'child'. */
export interface Hypernyms {
  /** The one-word names of the kinds a folded English noun is of, nearest first, with how many steps up each is. */
  of(word: string): readonly Hypernym[];
}

export interface Hypernym {
  word: string;
  steps: number;
}

/**
 * Three steps up at most: 'spaniel' › 'sporting dog' › 'hunting dog' › 'dog'. Further up, the kinds are
 * what a page says of anything ('animal', 'container').
 */
const MAX_STEPS = 3;
const MAX_HYPERNYMS = 6;
/**
 * WordNet's lexicographer files of the people and animals a visitor comes with (noun.person, noun.animal):
 * what a page says of their kind holds for them ('dogs welcome', 'children under 3 free'). What it says of a
 * kind of thing does not say there is the thing ('rooms' say no 'sauna').
 */
const CLIMBED_FILES = new Set([5, 18]);
/** A kind is named by a word that means it among its first senses: 'case' is seldom the container. */
const KIND_SENSES = 2;
const MAX_CACHED = 20_000;

/**
 * Reads WordNet's hypernyms ('@' and '@i' pointers) of a noun's most frequent sense, from its data file,
 * staying among the nouns of the sense's own lexicographer file (people or animals): 'daughter'
 * climbs to 'child' but not to 'person'. Only for a word used mostly as a noun ('book' asks to reserve).
 * Undefined when wordnet-base is not installed.
 */
export function loadHypernyms(dir = WORDNET_DIR): Hypernyms | undefined {
  const index = wordNetIndex(dir);
  const nouns = index.noun;
  const synset = nouns && synsetReader(dir, ['noun']);
  if (!nouns || !synset) return undefined;
  const taggedAs = (word: string, part: 'verb' | 'adj') =>
    Math.max(0, ...baseForms(word, part).map((form) => index[part]?.get(form)?.tagged ?? 0));
  const climb = (word: string): readonly Hypernym[] => {
    const base = baseForms(word, 'noun').find((form) => nouns.has(form));
    const entry = base ? nouns.get(base) : undefined;
    const first = entry?.senses[0];
    if (!base || !entry || first === undefined) return [];
    if (entry.tagged < Math.max(taggedAs(word, 'verb'), taggedAs(word, 'adj'))) return [];
    const file = synset('noun', first).lexicographerFile;
    if (!CLIMBED_FILES.has(file)) return [];
    const found = new Map<string, number>();
    let level = [first];
    for (let steps = 1; steps <= MAX_STEPS && level.length > 0; steps++) {
      const next: number[] = [];
      for (const offset of level) {
        for (const [symbol, pointer] of synset('noun', offset).pointers) {
          if ((symbol !== '@' && symbol !== '@i') || !pointer) continue;
          const target = Number(pointer);
          const kind = synset('noun', target);
          if (kind.lexicographerFile !== file) continue;
          next.push(target);
          for (const name of kind.words) {
            const meansIt = nouns.get(name)?.senses.slice(0, KIND_SENSES).includes(target);
            if (meansIt && /^[a-z]{3,}$/.test(name) && name !== base && !found.has(name))
              found.set(name, steps);
          }
        }
      }
      level = next;
    }
    return [...found].slice(0, MAX_HYPERNYMS).map(([name, steps]) => ({ word: name, steps }));
  };
  const cached = boundedCache<readonly Hypernym[]>(MAX_CACHED);
  return { of: (word) => cached(word, () => climb(word)) };
}

let shared: Hypernyms | undefined | null = null;

/** WordNet's hypernyms, read once per process; undefined when it is not installed. */
export function sharedHypernyms(): Hypernyms | undefined {
  if (shared === null) shared = loadHypernyms();
  return shared;
}
