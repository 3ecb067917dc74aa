import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { type StemLanguage, stem, stopwords } from './stems.ts';
import { wordsOf } from './words.ts';

/** Where Debian's dict-freedict-ita-eng and dict-freedict-eng-ita packages put their dictd files. */
export const FREEDICT_DIR = '/usr/share/dictd';

/** Stems of one language to the stems of their translations in the other, in both directions. */
export interface BilingualDictionary {
  translate(stemmed: string, from: StemLanguage): readonly string[];
  readonly size: number;
}

const other = (language: StemLanguage): StemLanguage => (language === 'it' ? 'en' : 'it');
const MAX_TRANSLATIONS = 6;

/**
 * Reads FreeDict's Italian-English and English-Italian dictionaries (dictd format: a tab-separated index
 * of headword, base64 offset and length into a gzip-compatible body). Only one-word entries and
 * translations are kept, as stems, so 'closed' reaches 'chius' and 'prezzo' reaches 'price'.
 * Undefined when neither dictionary is installed.
 */
export function loadBilingualDictionary(dir = FREEDICT_DIR): BilingualDictionary | undefined {
  const pairs = { it: new Map<string, Set<string>>(), en: new Map<string, Set<string>>() };
  const add = (from: StemLanguage, word: string, translation: string) => {
    const key = stem(word, from);
    const value = stem(translation, other(from));
    if (key === value && word !== translation) return;
    const set = pairs[from].get(key) ?? new Set<string>();
    pairs[from].set(key, set);
    if (set.size < MAX_TRANSLATIONS) set.add(value);
  };
  let found = false;
  for (const [name, from] of [
    ['freedict-ita-eng', 'it'],
    ['freedict-eng-ita', 'en'],
  ] as const) {
    const entries = readDictd(path.join(dir, name));
    if (!entries) continue;
    found = true;
    for (const { headword, translations } of entries) {
      const word = singleWord(headword);
      if (!word) continue;
      for (const translation of translations) {
        const target = singleWord(translation);
        if (!target) continue;
        add(from, word, target);
        add(other(from), target, word);
      }
    }
  }
  if (!found) return undefined;
  return {
    translate: (stemmed, from) => [...(pairs[from].get(stemmed) ?? [])],
    size: pairs.it.size + pairs.en.size,
  };
}

/** The one content word of a headword or translation ('to book' → 'book'), undefined for phrases. */
function singleWord(phrase: string): string | undefined {
  const words = wordsOf(phrase.replace(/\(.*?\)/g, ' ')).filter((w) => !stopwords.has(w) && w !== 'to');
  return words.length === 1 && words[0]!.length > 2 && !/\d/.test(words[0]!) ? words[0] : undefined;
}

interface DictdEntry {
  headword: string;
  translations: string[];
}

function readDictd(base: string): DictdEntry[] | undefined {
  if (!existsSync(`${base}.index`) || !existsSync(`${base}.dict.dz`)) return undefined;
  const body = gunzipSync(readFileSync(`${base}.dict.dz`));
  const entries: DictdEntry[] = [];
  for (const line of readFileSync(`${base}.index`, 'utf8').split('\n')) {
    const [headword, offset, length] = line.split('\t');
    if (!headword || !offset || !length || headword.startsWith('00database')) continue;
    const text = body.subarray(decode64(offset), decode64(offset) + decode64(length)).toString('utf8');
    // The first line repeats the headword with its pronunciation; the rest are numbered translations.
    const translations = text
      .split('\n')
      .slice(1)
      .flatMap((l) => l.replace(/^\s*\d+\.\s*/, '').split(/[,;]/))
      .map((t) => t.trim())
      .filter(Boolean);
    entries.push({ headword, translations });
  }
  return entries;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** dictd's numbers: base64 digits, most significant first. */
function decode64(digits: string): number {
  let n = 0;
  for (const c of digits) n = n * 64 + BASE64.indexOf(c);
  return n;
}

let shared: BilingualDictionary | undefined | null = null;

/** The installed dictionaries, read once per process; undefined when they are not installed. */
export function sharedDictionary(): BilingualDictionary | undefined {
  if (shared === null) shared = loadBilingualDictionary();
  return shared;
}
