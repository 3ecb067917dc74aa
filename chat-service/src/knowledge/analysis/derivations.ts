import { existsSync, openSync, readSync } from 'node:fs';
import path from 'node:path';
import { WORDNET_DIR } from './inflections.ts';
import { baseForms, type Part as WordNetPart, wordNetIndex } from './wordnet-index.ts';

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
const MAX_LINE_BYTES = 16 * 1024;
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
  const files: Partial<Record<Part, number>> = {};
  for (const part of PARTS) {
    const data = path.join(dir, `data.${part}`);
    if (index[part] && existsSync(data)) files[part] = openSync(data, 'r');
  }
  if (files.noun === undefined && files.verb === undefined) return undefined;
  const buffer = Buffer.alloc(MAX_LINE_BYTES);
  const lineAt = (part: Part, offset: number): string => {
    const fd = files[part];
    if (fd === undefined) return '';
    const read = readSync(fd, buffer, 0, MAX_LINE_BYTES, offset);
    const text = buffer.subarray(0, read).toString('utf8');
    return text.slice(0, text.indexOf('\n') >>> 0);
  };
  /** A synset line's words, and its pointers ('+ 03290771 n 0105': from word 1 to word 5 of a noun sense). */
  const parse = (line: string) => {
    const fields = line.split(' ');
    const lexicographerFile = Number(fields[1]);
    const count = Number.parseInt(fields[3] ?? '0', 16);
    const words = Array.from({ length: count }, (_, i) => (fields[4 + i * 2] ?? '').toLowerCase());
    const at = 4 + count * 2;
    const pointerCount = Number(fields[at]);
    const pointers = Array.from({ length: pointerCount }, (_, i) =>
      fields.slice(at + 1 + i * 4, at + 5 + i * 4),
    );
    return { words, pointers, person: lexicographerFile === NOUN_PERSON };
  };
  const baseOf = (word: string, part: Part) =>
    files[part] === undefined ? undefined : baseForms(word, part).find((form) => index[part]?.has(form));
  const cache = new Map<string, readonly string[]>();
  const derive = (word: string): readonly string[] => {
    const found = new Set<string>();
    for (const part of PARTS) {
      const base = baseOf(word, part);
      if (!base) continue;
      for (const offset of index[part]?.get(base)?.senses.slice(0, MAX_SENSES) ?? []) {
        const { words, pointers } = parse(lineAt(part, offset));
        const own = words.indexOf(base) + 1;
        for (const [symbol, target, code, numbers] of pointers) {
          const targetPart = CODE[code ?? ''];
          if (symbol !== '+' || !targetPart || !target || !numbers) continue;
          const from = Number.parseInt(numbers.slice(0, 2), 16);
          if (from !== 0 && from !== own) continue;
          const to = Number.parseInt(numbers.slice(2), 16);
          const synset = parse(lineAt(targetPart, Number(target)));
          const related = synset.words[to - 1];
          if (related && !synset.person && /^[a-z]{3,}$/.test(related) && related !== base)
            found.add(related);
        }
      }
    }
    return [...found].slice(0, MAX_RELATED);
  };
  return {
    related(word) {
      let found = cache.get(word);
      if (found === undefined) {
        found = derive(word);
        if (cache.size >= MAX_CACHED) cache.clear();
        cache.set(word, found);
      }
      return found;
    },
  };
}

let shared: Derivations | undefined | null = null;

/** WordNet's derivations, read once per process; undefined when it is not installed. */
export function sharedDerivations(): Derivations | undefined {
  if (shared === null) shared = loadDerivations();
  return shared;
}
