import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { WORDNET_DIR } from './inflections.ts';

type Part = 'noun' | 'verb' | 'adj' | 'adv';
const PARTS: readonly Part[] = ['noun', 'verb', 'adj', 'adv'];

/** What English words are mostly used as, from WordNet. */
export interface PartsOfSpeech {
  /**
   * Whether a folded English word is used mostly as something other than a noun ('pay', 'longer', 'able'),
   * by the senses of each part WordNet counted in its tagged texts; false for a word WordNet lacks.
   */
  mostlyNotNoun(word: string): boolean;
  readonly size: number;
}

/**
 * WordNet's detachment rules (morphy): the endings an inflected form drops, and what replaces them, to
 * reach the base form a part's index lists ('prices' → 'price', 'paying' → 'pay', 'longer' → 'long').
 */
const DETACH: Record<Part, [string, string][]> = {
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

/**
 * Reads WordNet's index files ('lemma pos synset_cnt p_cnt [ptr…] sense_cnt tagsense_cnt …'): for each
 * lemma and part, how many of its senses were met in WordNet's tagged texts (at least a little for any
 * sense listed). Undefined when the package is not installed.
 */
export function loadPartsOfSpeech(dir = WORDNET_DIR): PartsOfSpeech | undefined {
  const counts = new Map<string, Partial<Record<Part, number>>>();
  let found = false;
  for (const part of PARTS) {
    const file = path.join(dir, `index.${part}`);
    if (!existsSync(file)) continue;
    found = true;
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (!line || line.startsWith(' ')) continue;
      const fields = line.split(' ');
      const lemma = fields[0] ?? '';
      if (!/^[a-z]+$/.test(lemma)) continue;
      const pointers = Number(fields[3]);
      const tagged = Number(fields[5 + pointers]) || 0;
      const entry = counts.get(lemma) ?? {};
      entry[part] = (entry[part] ?? 0) + tagged + 0.5;
      counts.set(lemma, entry);
    }
  }
  if (!found) return undefined;
  const usage = (word: string, part: Part): number => {
    const direct = counts.get(word)?.[part];
    if (direct !== undefined) return direct;
    for (const [ending, replacement] of DETACH[part]) {
      if (!word.endsWith(ending) || word.length - ending.length < 2) continue;
      const base = counts.get(word.slice(0, -ending.length) + replacement)?.[part];
      if (base !== undefined) return base;
    }
    return 0;
  };
  return {
    size: counts.size,
    mostlyNotNoun(word) {
      const noun = usage(word, 'noun');
      const other = Math.max(usage(word, 'verb'), usage(word, 'adj'), usage(word, 'adv'));
      return other > noun;
    },
  };
}

let shared: PartsOfSpeech | undefined | null = null;

/** WordNet's parts of speech, read once per process; undefined when it is not installed. */
export function sharedPartsOfSpeech(): PartsOfSpeech | undefined {
  if (shared === null) shared = loadPartsOfSpeech();
  return shared;
}
