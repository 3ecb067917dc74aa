import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { baseForms, type Part, type WordNetIndex, wordNetIndex } from './wordnet-index.ts';

/** Where Debian's wordnet-base package puts WordNet's lists of irregular forms. */
export const WORDNET_DIR = '/usr/share/wordnet';

/** English words whose forms a stemmer cannot join: 'built' and 'build', 'children' and 'child'. */
export interface Inflections {
  /** The other forms of a folded English word: its base form, or a base form's irregular forms. */
  related(word: string): readonly string[];
  /** The regular comparative and superlative of an English adjective, or the adjective of one. */
  compared?(word: string): readonly string[];
  readonly size: number;
}

const MAX_RELATED = 4;

/**
 * Reads WordNet's exception lists of verbs, nouns and adjectives ('built build', 'held hold', 'children
 * child', 'earliest early': an irregular form, then its base; not an adjective's other word, 'best good'),
 * both ways, so 'When was the tower built?' finds a page saying it was 'completed', through 'build' and its
 * translations, and 'build' finds 'built'. One-word forms only. An adjective's regular comparative and
 * superlative are read from WordNet's index of adjectives. Undefined when the package is not installed.
 */
export function loadInflections(dir = WORDNET_DIR): Inflections | undefined {
  const related = new Map<string, Set<string>>();
  const link = (a: string, b: string) => {
    const set = related.get(a) ?? new Set<string>();
    related.set(a, set);
    if (set.size < MAX_RELATED) set.add(b);
  };
  let found = false;
  for (const file of ['verb.exc', 'noun.exc', 'adj.exc']) {
    const at = path.join(dir, file);
    if (!existsSync(at)) continue;
    found = true;
    for (const line of readFileSync(at, 'utf8').split('\n')) {
      const [form, ...bases] = line.trim().split(/\s+/);
      if (!form || !/^[a-z]{2,}$/.test(form)) continue;
      for (const base of bases) {
        if (!/^[a-z]{2,}$/.test(base) || base === form) continue;
        // 'bigger big', 'earliest early', not another word's ('best good', 'worse bad')
        if (file === 'adj.exc' && !form.startsWith(base.slice(0, -1))) continue;
        link(form, base);
        link(base, form);
      }
    }
  }
  if (!found) return undefined;
  const index = wordNetIndex(dir);
  return {
    related: (word) => [...(related.get(word) ?? [])],
    compared: (word) => (related.has(word) ? [] : compared(word, index)),
    size: related.size,
  };
}

/** An adjective this long or longer is compared with 'more' and 'most', not by its endings. */
const LONGEST_COMPARED = 7;

/**
 * The regular comparative and superlative of a word WordNet uses mostly as an adjective ('young': 'younger',
 * 'youngest'; 'late': 'later', 'latest'; not 'home'), or the adjective of one ('youngest': 'young'). A word
 * used as a noun or a verb of its own ('number', 'water', 'counter') is no adjective's form.
 */
function compared(word: string, index: WordNetIndex): string[] {
  const adjectives = index.adj;
  if (!adjectives || word.length < 3) return [];
  const used = (part: Part) => index[part]?.get(word)?.tagged ?? -1;
  if (/(?:er|est)$/.test(word)) {
    if (Math.max(used('noun'), used('verb')) > 0) return [];
    return baseForms(word, 'adj')
      .slice(1)
      .filter((base) => adjectives.has(base))
      .slice(0, 1);
  }
  const adjective = used('adj') > Math.max(used('noun'), used('verb'));
  if (!adjective || word.length >= LONGEST_COMPARED || /[^aeiou]y$/.test(word)) return [];
  return word.endsWith('e') ? [`${word}r`, `${word}st`] : [`${word}er`, `${word}est`];
}

let shared: Inflections | undefined | null = null;

/** The installed lists, read once per process; undefined when they are not installed. */
export function sharedInflections(): Inflections | undefined {
  if (shared === null) shared = loadInflections();
  return shared;
}
