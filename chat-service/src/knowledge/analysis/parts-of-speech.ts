import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { WORDNET_DIR } from './inflections.ts';
import type { StemLanguage } from './stems.ts';
import { MYTHES_DIR } from './thesaurus.ts';
import { fold } from './words.ts';

export type Part = 'noun' | 'verb' | 'adj' | 'adv';
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
    for (const form of baseForms(word, part)) {
      const count = counts.get(form)?.[part];
      if (count !== undefined) return count;
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

/**
 * Italian words' parts of speech from the Italian thesaurus's entries ('pagare|1', then '(v.)|saldare|…';
 * nouns are tagged '(s.m.)' or '(s.f.)'): a headword with a verb, adjective or adverb meaning and no noun
 * one. A plural is read as its singular ('sedute' as 'seduta'), a feminine as its masculine; a conjugated verb ('paga') is not known.
 * Undefined when mythes-it is not installed.
 */
export function loadItalianPartsOfSpeech(dir = MYTHES_DIR): PartsOfSpeech | undefined {
  const file = path.join(dir, 'th_it_IT_v2.dat');
  if (!existsSync(file)) return undefined;
  const notNoun = new Set<string>();
  const noun = new Set<string>();
  let headword = '';
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.startsWith('(')) {
      headword = fold(line.slice(0, line.indexOf('|')));
      continue;
    }
    if (!/^[a-z]+$/.test(headword)) continue;
    if (line.startsWith('(s.')) noun.add(headword);
    else if (/^\((v|agg|avv)[.)\s]/.test(line)) notNoun.add(headword);
  }
  for (const word of noun) notNoun.delete(word);
  // Plurals as their singular, a feminine as its masculine ('elettrica' as 'elettrico').
  const base: Record<string, string[]> = { i: ['o', 'e'], e: ['a', 'o'], a: ['o'] };
  const singular = (word: string) => (base[word.at(-1) ?? ''] ?? []).map((end) => word.slice(0, -1) + end);
  return {
    size: notNoun.size + noun.size,
    mostlyNotNoun: (word) =>
      notNoun.has(word) || (!noun.has(word) && singular(word).some((w) => notNoun.has(w))),
  };
}

/** What a word of each language is mostly used as; a language without its data treats every word alike. */
export interface SharedPartsOfSpeech {
  mostlyNotNoun(word: string, language: StemLanguage): boolean;
}

let shared: SharedPartsOfSpeech | null = null;

/** WordNet's English and the Italian thesaurus's parts of speech, read once per process. */
export function sharedPartsOfSpeech(): SharedPartsOfSpeech {
  if (shared === null) {
    const byLanguage = { en: loadPartsOfSpeech(), it: loadItalianPartsOfSpeech() };
    shared = { mostlyNotNoun: (word, language) => byLanguage[language]?.mostlyNotNoun(word) ?? false };
  }
  return shared;
}
