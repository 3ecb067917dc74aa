import { closeSync, existsSync, openSync, readFileSync, readSync } from 'node:fs';
import path from 'node:path';
import snowball from 'snowball-stemmers';
import { boundedCache } from './bounded-cache.ts';
import { type StemLanguage, stopwords } from './stems.ts';
import { fold } from './words.ts';

/** Where Debian's mythes-it and mythes-en-us packages (LibreOffice's thesauri) put their files. */
export const MYTHES_DIR = '/usr/share/mythes';

const files: Record<StemLanguage, string> = { it: 'th_it_IT_v2', en: 'th_en_US_v2' };

/** Stems of a language to the stems of their synonyms in the same language. */
export interface Thesaurus {
  synonyms(stemmed: string, language: StemLanguage): readonly string[];
  /** The stems of the synonyms of every meaning, not only the first: what a word may mean at all. */
  allSynonyms?(stemmed: string, language: StemLanguage): readonly string[];
  readonly languages: readonly StemLanguage[];
}

/** WordNet lists a word's senses most frequent first: only the first is read ('price' as 'cost', not as 'damage'). */
const MAX_MEANINGS = 1;
const MAX_SYNONYMS = 6;
/** Every meaning of a word, for what it may mean at all: few words have more than six. */
const MAX_ALL_MEANINGS = 6;
const MAX_ALL_SYNONYMS = 40;
const MAX_CACHED = 20_000;
/** An entry is a line 'word|meanings' and one line per meaning; none of these files' entries is longer. */
const MAX_ENTRY_BYTES = 64 * 1024;

/**
 * Reads MyThes thesauri (an index of 'headword|byte offset' lines, and a data file of entries
 * 'headword|meanings' each followed by one '(part of speech)|synonym|synonym…' line per meaning).
 * Headwords are keyed by stem, so 'bicycles' reaches the entry of 'bicycle'; an entry is read from disk
 * the first time it is asked for. Only one-word synonyms are kept, never the broader terms, related
 * terms or antonyms the English file also lists. Undefined when neither thesaurus is installed.
 */
export function loadThesaurus(dir = MYTHES_DIR): Thesaurus | undefined {
  const books = new Map<StemLanguage, Book>();
  for (const language of Object.keys(files) as StemLanguage[]) {
    const book = openBook(path.join(dir, files[language]), language);
    if (book) books.set(language, book);
  }
  if (books.size === 0) return undefined;
  const cached = boundedCache<readonly string[]>(MAX_CACHED);
  return {
    languages: [...books.keys()],
    synonyms(stemmed, language) {
      const book = books.get(language);
      if (!book || stopwords.has(stemmed)) return [];
      return cached(`${language}:${stemmed}`, () => book.synonymsOf(stemmed));
    },
    allSynonyms(stemmed, language) {
      const book = books.get(language);
      if (!book || stopwords.has(stemmed)) return [];
      return cached(`${language}*${stemmed}`, () =>
        book.synonymsOf(stemmed, MAX_ALL_MEANINGS, MAX_ALL_SYNONYMS),
      );
    },
  };
}

interface Book {
  synonymsOf(stemmed: string, meanings?: number, most?: number): readonly string[];
}

function openBook(base: string, language: StemLanguage): Book | undefined {
  if (!existsSync(`${base}.idx`) || !existsSync(`${base}.dat`)) return undefined;
  // A stemmer of its own: the shared one's cache is for the index and questions, not 145,000 headwords.
  const stemmer = snowball.newStemmer(language === 'it' ? 'italian' : 'english');
  const offsets = new Map<string, number[]>();
  for (const line of readFileSync(`${base}.idx`, 'utf8').split('\n').slice(2)) {
    const bar = line.lastIndexOf('|');
    const word = fold(line.slice(0, bar));
    if (bar < 0 || !/^\p{L}{3,}$/u.test(word)) continue;
    const key = stemmer.stem(word);
    const list = offsets.get(key) ?? [];
    // The headword that is the stem's own word first ('bike' before 'biking').
    if (word === key) list.unshift(Number(line.slice(bar + 1)));
    else list.push(Number(line.slice(bar + 1)));
    offsets.set(key, list);
  }
  const data = `${base}.dat`;
  return {
    synonymsOf(stemmed, meanings = MAX_MEANINGS, most = MAX_SYNONYMS) {
      const at = offsets.get(stemmed);
      if (!at) return [];
      const synonyms = new Set<string>();
      const fd = openSync(data, 'r');
      try {
        for (const offset of at.slice(0, 2)) {
          for (const synonym of readEntry(fd, offset, meanings)) {
            const key = stemmer.stem(synonym);
            if (key !== stemmed && !stopwords.has(synonym)) synonyms.add(key);
          }
        }
      } finally {
        closeSync(fd);
      }
      return [...synonyms].slice(0, most);
    },
  };
}

/** Entries are read synchronously, one at a time: one buffer serves every read. */
const entryBuffer = Buffer.alloc(MAX_ENTRY_BYTES);

/** The one-word plain synonyms of the entry at `offset`, from its first meanings. */
function readEntry(fd: number, offset: number, most: number): string[] {
  const buffer = entryBuffer;
  const read = readSync(fd, buffer, 0, buffer.length, offset);
  const lines = buffer.subarray(0, read).toString('utf8').split('\n');
  const meanings = Number(lines[0]?.split('|')[1] ?? 0);
  const words: string[] = [];
  for (const line of lines.slice(1, 1 + Math.min(meanings, most))) {
    for (const item of line.split('|').slice(1)) {
      const word = fold(item.trim());
      if (/^\p{L}{3,}$/u.test(word)) words.push(word);
    }
  }
  return words;
}

let shared: Thesaurus | undefined | null = null;

/** The installed thesauri, read once per process; undefined when none is installed. */
export function sharedThesaurus(): Thesaurus | undefined {
  if (shared === null) shared = loadThesaurus();
  return shared;
}
