import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Where Debian's wordnet-base package puts WordNet's lists of irregular forms. */
export const WORDNET_DIR = '/usr/share/wordnet';

/** English words whose forms a stemmer cannot join: 'built' and 'build', 'children' and 'child'. */
export interface Inflections {
  /** The other forms of a folded English word: its base form, or a base form's irregular forms. */
  related(word: string): readonly string[];
  readonly size: number;
}

const MAX_RELATED = 4;

/**
 * Reads WordNet's exception lists of verbs and nouns ('built build', 'held hold', 'children child': an
 * irregular form, then its base), both ways, so 'When was the tower built?' finds a page saying it was
 * 'completed', through 'build' and its translations, and 'build' finds 'built'. One-word forms only.
 * Undefined when the package is not installed.
 */
export function loadInflections(dir = WORDNET_DIR): Inflections | undefined {
  const related = new Map<string, Set<string>>();
  const link = (a: string, b: string) => {
    const set = related.get(a) ?? new Set<string>();
    related.set(a, set);
    if (set.size < MAX_RELATED) set.add(b);
  };
  let found = false;
  for (const file of ['verb.exc', 'noun.exc']) {
    const at = path.join(dir, file);
    if (!existsSync(at)) continue;
    found = true;
    for (const line of readFileSync(at, 'utf8').split('\n')) {
      const [form, ...bases] = line.trim().split(/\s+/);
      if (!form || !/^[a-z]{2,}$/.test(form)) continue;
      for (const base of bases) {
        if (!/^[a-z]{2,}$/.test(base) || base === form) continue;
        link(form, base);
        link(base, form);
      }
    }
  }
  if (!found) return undefined;
  return { related: (word) => [...(related.get(word) ?? [])], size: related.size };
}

let shared: Inflections | undefined | null = null;

/** The installed lists, read once per process; undefined when they are not installed. */
export function sharedInflections(): Inflections | undefined {
  if (shared === null) shared = loadInflections();
  return shared;
}
