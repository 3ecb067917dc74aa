import { existsSync, readFileSync } from 'node:fs';
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
