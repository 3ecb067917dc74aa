import { existsSync, openSync, readFileSync, readSync } from 'node:fs';
import path from 'node:path';

/** WordNet's parts of speech, by the names of its index and data files. */
export type Part = 'noun' | 'verb' | 'adj' | 'adv';
export const PARTS: readonly Part[] = ['noun', 'verb', 'adj', 'adv'];

/**
 * WordNet's detachment rules (morphy): the endings an inflected form drops, and what replaces them, to
 * reach the base form a part's index lists ('prices' → 'price', 'paying' → 'pay', 'longer' → 'long').
 */
export const DETACH: Record<Part, [string, string][]> = {
  noun: [
    ['s', ''],
    ['ses', 's'],
    ['xes', 'x'],
    ['zes', 'z'],
    ['ches', 'ch'],
    ['shes', 'sh'],
    ['ies', 'y'],
  ],
  verb: [
    ['s', ''],
    ['ies', 'y'],
    ['es', 'e'],
    ['es', ''],
    ['ed', 'e'],
    ['ed', ''],
    ['ing', 'e'],
    ['ing', ''],
  ],
  adj: [
    ['er', ''],
    ['est', ''],
    ['er', 'e'],
    ['est', 'e'],
  ],
  adv: [],
};

/** The forms of a word a part's lemmas may hold: the word, then its bases by the detachment rules. */
export function baseForms(word: string, part: Part): string[] {
  const forms = [word];
  for (const [ending, replacement] of DETACH[part]) {
    if (word.endsWith(ending) && word.length - ending.length >= 2)
      forms.push(word.slice(0, -ending.length) + replacement);
  }
  return forms;
}

/** What WordNet's index says of a lemma in one part: its senses' data offsets, most frequent first. */
export interface IndexEntry {
  /** How many of its senses were met in WordNet's tagged texts. */
  tagged: number;
  senses: number[];
}

export type WordNetIndex = Partial<Record<Part, Map<string, IndexEntry>>>;

const indexes = new Map<string, WordNetIndex>();

/**
 * WordNet's index files ('lemma pos synset_cnt p_cnt [ptr…] sense_cnt tagsense_cnt synset_offset…'),
 * one-word lemmas only, read once per directory for every reader of them (parts of speech, derivations).
 * A part whose file is missing is left out.
 */
export function wordNetIndex(dir: string): WordNetIndex {
  let index = indexes.get(dir);
  if (index) return index;
  index = {};
  for (const part of PARTS) {
    const file = path.join(dir, `index.${part}`);
    if (!existsSync(file)) continue;
    const entries = new Map<string, IndexEntry>();
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (!line || line.startsWith(' ')) continue;
      const fields = line.split(' ');
      const lemma = fields[0] ?? '';
      if (!/^[a-z]+$/.test(lemma)) continue;
      const count = Number(fields[2]);
      const pointers = Number(fields[3]);
      entries.set(lemma, {
        tagged: Number(fields[5 + pointers]) || 0,
        senses: fields.slice(6 + pointers, 6 + pointers + count).map(Number),
      });
    }
    index[part] = entries;
  }
  indexes.set(dir, index);
  return index;
}

/** One synset's line of a WordNet data file: its words (lower-cased), its pointers and its lexicographer file. */
export interface Synset {
  words: string[];
  /** Each pointer as WordNet writes it: symbol, target offset, target part code, source/target word numbers. */
  pointers: string[][];
  /** The lexicographer file the synset was written in ('noun.person' is 18, 'noun.Tops' 3). */
  lexicographerFile: number;
}

const MAX_LINE_BYTES = 16 * 1024;

/**
 * Reads synsets from WordNet's data files by byte offset (the offsets its index gives), one line when first
 * asked for. Undefined when none of the parts' data files is installed.
 */
export function synsetReader(
  dir: string,
  parts: readonly Part[],
): ((part: Part, offset: number) => Synset) | undefined {
  const files = new Map<Part, number>();
  for (const part of parts) {
    const data = path.join(dir, `data.${part}`);
    if (existsSync(data)) files.set(part, openSync(data, 'r'));
  }
  if (files.size === 0) return undefined;
  const buffer = Buffer.alloc(MAX_LINE_BYTES);
  return (part, offset) => {
    const fd = files.get(part);
    const read = fd === undefined ? 0 : readSync(fd, buffer, 0, MAX_LINE_BYTES, offset);
    const text = buffer.subarray(0, read).toString('utf8');
    const fields = text.slice(0, text.indexOf('\n') >>> 0).split(' ');
    const count = Number.parseInt(fields[3] ?? '0', 16) || 0;
    const words = Array.from({ length: count }, (_, i) => (fields[4 + i * 2] ?? '').toLowerCase());
    const at = 4 + count * 2;
    const pointers = Array.from({ length: Number(fields[at]) || 0 }, (_, i) =>
      fields.slice(at + 1 + i * 4, at + 5 + i * 4),
    );
    return { words, pointers, lexicographerFile: Number(fields[1]) };
  };
}
