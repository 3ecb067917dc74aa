import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { APERTIUM_DIR, apertiumPivots } from './apertium.ts';
import { type StemLanguage, stem, stopwords } from './stems.ts';
import { fold, wordsOf } from './words.ts';

/** Where Debian's dict-freedict-ita-eng and dict-freedict-eng-ita packages put their dictd files. */
export const FREEDICT_DIR = '/usr/share/dictd';

/** Stems of one language to the stems of their translations in the other, in both directions. */
export interface BilingualDictionary {
  /**
   * The stems of a stem's translations; with the word it was stemmed from, that word's own entries come
   * first ('solo' is 'only' before 'sun', which its stem 'sol' shares with 'sole').
   */
  translate(stemmed: string, from: StemLanguage, word?: string): readonly string[];
  /** The stems of a word's own translations, when the dictionary lists the word itself. */
  own?(word: string, from: StemLanguage): readonly string[] | undefined;
  readonly size: number;
}

const other = (language: StemLanguage): StemLanguage => (language === 'it' ? 'en' : 'it');
const MAX_TRANSLATIONS = 6;

/**
 * FreeDict's Wiktionary-based dictionaries from Italian (tens of thousands of headwords each), read
 * through their languages' dictionaries into English: a translation reached through two pivot
 * languages or more is kept ('piscina' → Finnish 'allas', Spanish and Portuguese 'piscina' → 'pool'),
 * one reached through a single pivot is not ('bambino' → Swedish 'bonde' → 'pawn').
 */
const PIVOTS = ['fin', 'swe', 'spa', 'por', 'ell', 'pol', 'lit'] as const;
const MIN_PIVOTS = 2;
/** The languages English reaches Italian through: those whose dictionaries to Italian FreeDict ships. */
const ENGLISH_PIVOTS = ['fin', 'pol', 'ell', 'fra', 'swe', 'nld'] as const;
/**
 * Their English sides are mostly the older dictionaries, listing senses loosely ('till': Finnish 'kassa',
 * 'asti'), so three of them must agree.
 */
const MIN_ENGLISH_PIVOTS = 3;

/**
 * Reads FreeDict's Italian-English and English-Italian dictionaries (dictd format: a tab-separated index
 * of headword, base64 offset and length into a gzip-compatible body), then the translations agreed by two
 * pivot languages or more (`PIVOTS`), when those dictionaries are installed; with `apertiumDir`, Apertium's
 * chains through Spanish and Catalan vote as two more pivots (see `apertiumPivots`). Only one-word entries and
 * translations are kept, as stems, so 'closed' reaches 'chius' and 'prezzo' reaches 'price'.
 * Undefined when neither of the Italian-English dictionaries is installed.
 */
export function loadBilingualDictionary(
  dir = FREEDICT_DIR,
  apertiumDir?: string,
): BilingualDictionary | undefined {
  const pairs = { it: new Map<string, Set<string>>(), en: new Map<string, Set<string>>() };
  const exact = { it: new Map<string, Set<string>>(), en: new Map<string, Set<string>>() };
  // The headwords of each stem, for a word the dictionary does not list ('singola' is 'singolo', not 'singolare').
  const headwords = { it: new Map<string, Set<string>>(), en: new Map<string, Set<string>>() };
  const put = (map: Map<string, Set<string>>, key: string, value: string) => {
    const set = map.get(key) ?? new Set<string>();
    map.set(key, set);
    if (set.size < MAX_TRANSLATIONS) set.add(value);
  };
  const add = (from: StemLanguage, word: string, translation: string) => {
    const key = stem(word, from);
    const value = stem(translation, other(from));
    if (key === value && word !== translation) return;
    put(pairs[from], key, value);
    put(exact[from], word, value);
    const words = headwords[from].get(key) ?? new Set<string>();
    headwords[from].set(key, words.add(word));
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
  const listed = new Set(exact.en.keys());
  const italianVotes = pivotVotes(dir, 'it');
  const agreedBefore = agreedOf(italianVotes, MIN_PIVOTS);
  // Apertium's chains vote too. A translation their votes carry is read from Italian only: taken back, it
  // gave English questions Italian words that misled them ('courses' is 'corso', and 'scuba diving
  // courses' found a baby-swimming page), as the English chains did.
  if (apertiumDir) addVotes(italianVotes, apertiumPivots(apertiumDir));
  for (const [word, targets] of agreedOf(italianVotes, MIN_PIVOTS)) {
    for (const target of targets) {
      add('it', word, target);
      if (agreedBefore.get(word)?.includes(target)) add('en', target, word);
    }
  }
  for (const [word, targets] of agreedOf(pivotVotes(dir, 'en'), MIN_ENGLISH_PIVOTS)) {
    if (listed.has(word)) continue;
    for (const target of targets) {
      add('en', word, target);
      add('it', target, word);
    }
  }
  // The headword an Italian plural the dictionary does not list is a form of ('anni' of 'anno').
  const singular = (word: string, from: StemLanguage) =>
    from === 'it' && !exact.it.has(word) ? italianSingulars(word).find((s) => exact.it.has(s)) : undefined;
  return {
    translate: (stemmed, from, word) => {
      const byStem = [...(pairs[from].get(stemmed) ?? [])];
      if (word === undefined) return byStem;
      const byWord =
        exact[from].get(word) ??
        (headwords[from].has(stemmed) ? undefined : exact[from].get(singular(word, from) ?? word));
      if (byWord) return [...new Set([...byWord, ...byStem])];
      // A form the dictionary does not list reads first as the headword of its stem nearest to it.
      const nearest = [...(headwords[from].get(stemmed) ?? [])].sort(
        (a, b) => formDistance(word, a) - formDistance(word, b),
      );
      return [...new Set([...nearest.flatMap((h) => [...(exact[from].get(h) ?? [])]), ...byStem])];
    },
    own: (word, from) => {
      const byWord = exact[from].get(word);
      return byWord && [...byWord];
    },
    size: pairs.it.size + pairs.en.size,
  };
}

/**
 * The singulars an Italian plural may have: Snowball leaves a short plural apart from its singular (it stems
 * 'anno' to 'anno' but 'anni' to 'anni'), and the dictionary lists singulars only.
 */
function italianSingulars(word: string): string[] {
  const base = word.slice(0, -1);
  if (word.length < 4) return [];
  if (/[cg]hi$/.test(word)) return [`${word.slice(0, -2)}o`];
  if (/[cg]he$/.test(word)) return [`${word.slice(0, -2)}a`];
  if (word.endsWith('i')) return [`${base}o`, `${base}e`, `${base}a`];
  if (word.endsWith('e')) return [`${base}a`];
  return [];
}

/**
 * How far apart two forms of a stem are: the letters of each after their common beginning, and their
 * difference in length, so an ending changed ('singola', 'singolo') is nearer than one added ('singolare').
 */
function formDistance(a: string, b: string): number {
  let common = 0;
  while (common < a.length && a[common] === b[common]) common++;
  return a.length + b.length - 2 * common + 2 * Math.abs(a.length - b.length);
}

/**
 * The votes of the installed pivot dictionaries for each word's translations into the other language: from
 * Italian through `PIVOTS`, or from English through `ENGLISH_PIVOTS`, which reach the Italian words the
 * English-Italian dictionary lacks ('discount': Finnish 'alennus', Polish 'rabat' and French 'rabais' are all
 * 'sconto'). `MIN_PIVOTS` (from English `MIN_ENGLISH_PIVOTS`) votes make a translation.
 */
function pivotVotes(dir: string, from: StemLanguage): Map<string, Map<string, number>> {
  const [source, goal] = from === 'it' ? ['ita', 'eng'] : ['eng', 'ita'];
  const votes = new Map<string, Map<string, number>>();
  for (const pivot of from === 'it' ? PIVOTS : ENGLISH_PIVOTS) {
    const fromSource = readDictd(path.join(dir, `freedict-${source}-${pivot}`), SENSE_LINES);
    if (!fromSource) continue;
    // Only the entries the source side leads to are read from the target side.
    const wanted = new Set(fromSource.flatMap((e) => e.translations.map((t) => t.toLowerCase())));
    const toTarget = readDictd(path.join(dir, `freedict-${pivot}-${goal}`), SENSE_LINES, (headword) =>
      wanted.has(headword.toLowerCase()),
    );
    if (!toTarget) continue;
    const reachable = new Map<string, string[]>();
    for (const { headword, translations } of toTarget) {
      const key = headword.toLowerCase();
      reachable.set(key, [...(reachable.get(key) ?? []), ...translations]);
    }
    for (const { headword, translations } of fromSource) {
      const word = singleWord(headword);
      if (!word) continue;
      // One vote per pivot for each word reached, however many of its words lead there; a pivot word that
      // is the word's cognate ('degustacja' for 'degustazione') shares its sense, and its first
      // translation is trusted alone.
      const reached = new Map<string, number>();
      for (const between of translations) {
        const cognate = cognates(word, between);
        (reachable.get(between.toLowerCase()) ?? []).forEach((target, i) => {
          const single = singleWord(target);
          const vote = cognate && i === 0 ? MIN_PIVOTS : 1;
          if (single) reached.set(single, Math.max(vote, reached.get(single) ?? 0));
        });
      }
      const counts = votes.get(word) ?? new Map<string, number>();
      for (const [target, vote] of reached) counts.set(target, (counts.get(target) ?? 0) + vote);
      votes.set(word, counts);
    }
  }
  return votes;
}

/** Adds one vote for each word each map leads a word to. */
function addVotes(votes: Map<string, Map<string, number>>, pivots: Map<string, string[]>[]) {
  for (const reached of pivots) {
    for (const [word, targets] of reached) {
      const counts = votes.get(word) ?? new Map<string, number>();
      for (const target of targets) counts.set(target, (counts.get(target) ?? 0) + 1);
      votes.set(word, counts);
    }
  }
}

/** The words `least` votes or more lead each word to, most voted first. */
function agreedOf(votes: Map<string, Map<string, number>>, least: number): Map<string, string[]> {
  const agreed = new Map<string, string[]>();
  for (const [word, counts] of votes) {
    const targets = [...counts]
      .filter(([, n]) => n >= least)
      .sort((a, b) => b[1] - a[1])
      .map(([target]) => target);
    if (targets.length > 0) agreed.set(word, targets);
  }
  return agreed;
}

/** Words sharing their first letters, most of the shorter one: the same word in two Romance or Slavic spellings. */
const COGNATE_PREFIX = 5;
function cognates(a: string, b: string): boolean {
  const [x, y] = [fold(a), fold(b)];
  const shared = [...x].findIndex((c, i) => y[i] !== c);
  const common = shared < 0 ? x.length : shared;
  return common >= COGNATE_PREFIX && common >= Math.min(x.length, y.length) * 0.6;
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

/**
 * Which lines of an entry hold translations: every line after the headword's (the older dictionaries), or
 * in the Wiktionary-based ones, where each sense's line is followed by a gloss in the headword's language,
 * the numbered sense lines ('1. rasittaa', '2. kuntosali' for 'palestra'), else the first line.
 */
type TranslationLines = (lines: string[]) => string[];
const EVERY_LINE: TranslationLines = (lines) => lines;
const SENSE_LINES: TranslationLines = (lines) => {
  const numbered = lines.filter((l) => /^\s*\d+\.\s/.test(l));
  return numbered.length > 0 ? numbered : lines.filter((l) => l.trim()).slice(0, 1);
};

function readDictd(
  base: string,
  linesOf = EVERY_LINE,
  wanted: (headword: string) => boolean = () => true,
): DictdEntry[] | undefined {
  if (!existsSync(`${base}.index`) || !existsSync(`${base}.dict.dz`)) return undefined;
  const body = gunzipSync(readFileSync(`${base}.dict.dz`));
  const entries: DictdEntry[] = [];
  for (const line of readFileSync(`${base}.index`, 'utf8').split('\n')) {
    const [headword, offset, length] = line.split('\t');
    if (!headword || !offset || !length || headword.startsWith('00database') || !wanted(headword)) continue;
    const text = body.subarray(decode64(offset), decode64(offset) + decode64(length)).toString('utf8');
    // The first line repeats the headword with its pronunciation; the rest are numbered translations.
    const translations = linesOf(text.split('\n').slice(1))
      .flatMap((l) => l.split(/\s*\d+\.\s*|[,;]/))
      // Older dictionaries mark senses and parts of speech ('I.  <N>  obniżka') and glosses ('[gdzie…]').
      .map((t) => t.replace(/^\s*[IVX]+\.\s|<[^>]*>|\[[^\]]*\]/g, ' ').trim())
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
  if (shared === null) shared = loadBilingualDictionary(FREEDICT_DIR, APERTIUM_DIR);
  return shared;
}
