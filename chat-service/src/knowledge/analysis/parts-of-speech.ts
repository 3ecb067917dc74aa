import { closeSync, existsSync, openSync, readFileSync, readSync } from 'node:fs';
import path from 'node:path';
import { WORDNET_DIR } from './inflections.ts';
import type { StemLanguage } from './stems.ts';
import { MYTHES_DIR } from './thesaurus.ts';
import { baseForms, PARTS, type Part, wordNetIndex } from './wordnet-index.ts';
import { fold } from './words.ts';

/** What English words are mostly used as, from WordNet. */
export interface PartsOfSpeech {
  /**
   * Whether a folded English word is used mostly as something other than a noun ('pay', 'longer', 'able'),
   * by the senses of each part WordNet counted in its tagged texts; false for a word WordNet lacks.
   */
  mostlyNotNoun(word: string): boolean;
  /** Whether a folded English word is used mostly as an adjective ('valid', 'open'), counted as above. */
  mostlyAdjective?(word: string): boolean;
  /**
   * Whether a folded English word is a verb's base form used mostly as a verb ('provide', 'bring'), counted
   * as above; never an '-ing' or '-ed' form, which names a kind ('swimming pool', 'heated pool').
   */
  mostlyVerb?(word: string): boolean;
  /** Whether the folded word is a word of the language: a headword, or a regular form of one. */
  knows(word: string): boolean;
  /** Whether a folded English noun's most frequent sense is a person ('son', 'wife', 'mate', 'kids'). */
  namesPerson?(word: string): boolean;
  readonly size: number;
}

/** WordNet's irregular verb forms and their base forms ('sent send', 'built build'), from verb.exc. */
function verbExceptions(dir: string): Map<string, string[]> {
  const file = path.join(dir, 'verb.exc');
  const bases = new Map<string, string[]>();
  if (!existsSync(file)) return bases;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const [form, ...of] = line.trim().split(/\s+/);
    if (form && /^[a-z]+$/.test(form)) bases.set(form, of);
  }
  return bases;
}

/** WordNet's lexicographer file of nouns naming people ('noun.person'). */
const PERSON_FILE = 18;

/**
 * The lexicographer file of the noun synset at an offset of WordNet's data.noun ('10624074 18 n 02 son 0
 * boy…': 18), read from disk as asked; undefined when the file is missing.
 */
function lexicographerFiles(dir: string): ((offset: number) => number | undefined) | undefined {
  const file = path.join(dir, 'data.noun');
  if (!existsSync(file)) return undefined;
  const files = new Map<number, number | undefined>();
  const buffer = Buffer.alloc(16);
  return (offset) => {
    if (files.has(offset)) return files.get(offset);
    const fd = openSync(file, 'r');
    try {
      const read = readSync(fd, buffer, 0, buffer.length, offset);
      const [at, lexFile] = buffer.toString('latin1', 0, read).split(' ');
      const found = Number(at) === offset ? Number(lexFile) : undefined;
      files.set(offset, found);
      return found;
    } finally {
      closeSync(fd);
    }
  };
}

/**
 * Reads WordNet's index files: for each lemma and part, how many of its senses were met in WordNet's
 * tagged texts (at least a little for any sense listed). Undefined when the package is not installed.
 */
export function loadPartsOfSpeech(dir = WORDNET_DIR): PartsOfSpeech | undefined {
  const index = wordNetIndex(dir);
  if (Object.keys(index).length === 0) return undefined;
  const lexFileAt = lexicographerFiles(dir);
  const irregular = verbExceptions(dir);
  const usage = (word: string, part: Part): number => {
    // 'sent', 'built', 'paid' are verbs' forms the detachment rules do not reach.
    const forms =
      part === 'verb' ? [...baseForms(word, part), ...(irregular.get(word) ?? [])] : baseForms(word, part);
    for (const form of forms) {
      const entry = index[part]?.get(form);
      if (entry) return entry.tagged + 0.5;
    }
    return 0;
  };
  return {
    size: PARTS.reduce((sum, part) => sum + (index[part]?.size ?? 0), 0),
    mostlyNotNoun(word) {
      const noun = usage(word, 'noun');
      const other = Math.max(usage(word, 'verb'), usage(word, 'adj'), usage(word, 'adv'));
      return other > noun;
    },
    mostlyAdjective(word) {
      const adjective = usage(word, 'adj');
      return adjective > Math.max(usage(word, 'noun'), usage(word, 'verb'), usage(word, 'adv'));
    },
    mostlyVerb(word) {
      const lemma = index.verb?.get(word);
      if (!lemma) return false;
      return lemma.tagged + 0.5 > Math.max(usage(word, 'noun'), usage(word, 'adj'), usage(word, 'adv'));
    },
    knows: (word) => PARTS.some((part) => usage(word, part) > 0),
    namesPerson(word) {
      for (const form of baseForms(word, 'noun')) {
        const first = index.noun?.get(form)?.senses[0];
        if (first !== undefined) return lexFileAt?.(first) === PERSON_FILE;
      }
      return false;
    },
  };
}

/**
 * The singulars an Italian plural may have, by the regular endings: 'ore' of 'ora', 'banche' of 'banca',
 * 'giorni' of 'giorno', 'problemi' of 'problema'.
 */
export function italianSingulars(word: string): string[] {
  if (word.length < 3) return [];
  if (/[cg]he$/.test(word)) return [`${word.slice(0, -2)}a`];
  if (/[cg]hi$/.test(word)) return [`${word.slice(0, -2)}o`];
  if (word.endsWith('e')) return [`${word.slice(0, -1)}a`];
  if (word.endsWith('i')) return ['o', 'e', 'a'].map((end) => `${word.slice(0, -1)}${end}`);
  return [];
}

/**
 * The plurals an Italian singular may have, by the regular endings: 'api' of 'ape', 'tute' of 'tuta', 'banche'
 * of 'banca', 'negozi' of 'negozio'. Snowball leaves a short one apart from its singular.
 */
export function italianPlurals(word: string): string[] {
  if (word.length < 3) return [];
  const base = word.slice(0, -1);
  if (/[cg]a$/.test(word)) return [`${base}he`];
  if (/[cg]o$/.test(word)) return [`${base}hi`, `${base}i`];
  if (word.endsWith('io')) return [base];
  // a masculine in -a ('problema', 'programma') makes its plural in -i
  if (word.endsWith('ma')) return [`${base}e`, `${base}i`];
  if (word.endsWith('a')) return [`${base}e`];
  if (/[oe]$/.test(word)) return [`${base}i`];
  return [];
}

/**
 * Italian words' parts of speech from the Italian thesaurus's entries ('pagare|1', then '(v.)|saldare|…';
 * nouns are tagged '(s.m.)' or '(s.f.)'): a headword with a verb, adjective or adverb meaning and no noun
 * one. A plural is read as its singular ('sedute' as 'seduta'), a feminine as its masculine; a conjugated
 * verb ('paga') is not known. Undefined when mythes-it is not installed.
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
  const singular = (word: string) => [
    ...italianSingulars(word),
    ...(/[ae]$/.test(word) ? [`${word.slice(0, -1)}o`] : []),
  ];
  const known = (word: string) =>
    noun.has(word) || notNoun.has(word) || singular(word).some((w) => noun.has(w));
  return {
    size: notNoun.size + noun.size,
    mostlyNotNoun: (word) =>
      notNoun.has(word) ||
      (!noun.has(word) && singular(word).some((w) => notNoun.has(w))) ||
      (!known(word) && infinitivesOf(word).some((verb) => notNoun.has(verb) && !noun.has(verb))),
    knows: (word) => {
      // An infinitive with its pronouns attached ('farmi', 'prenotarla') is the infinitive's.
      const clitic = /^(.+[aei]r)(mi|ti|si|ci|vi|lo|la|li|le|ne|gli|glie\p{L}*)$/u.exec(word);
      const forms = clitic ? [word, `${clitic[1]}e`] : [word];
      return forms.some(
        (form) =>
          known(form) ||
          singular(form).some((w) => notNoun.has(w)) ||
          infinitivesOf(form).some((v) => notNoun.has(v)),
      );
    },
  };
}

/**
 * The regular endings of an Italian verb's simple tenses, participles and gerund, and the infinitive
 * endings each may come from: 'lascia' is 'lasciare', 'prenotiamo' 'prenotare', 'chiudono' 'chiudere'.
 * Longest first, so 'ano' is tried before 'a'.
 */
const CONJUGATIONS: [string, string[]][] = (
  [
    ['iscono', ['ire']],
    ['erebbe', ['are', 'ere']],
    ['irebbe', ['ire']],
    ['eranno', ['are', 'ere']],
    ['iranno', ['ire']],
    ['avano', ['are']],
    ['evano', ['ere']],
    ['ivano', ['ire']],
    ['isce', ['ire']],
    ['isco', ['ire']],
    ['iamo', ['are', 'ere', 'ire']],
    ['ando', ['are']],
    ['endo', ['ere', 'ire']],
    ['erà', ['are', 'ere']],
    ['irà', ['ire']],
    ['ava', ['are']],
    ['eva', ['ere']],
    ['iva', ['ire']],
    ['ano', ['are']],
    ['ono', ['ere', 'ire']],
    ['ate', ['are']],
    ['ete', ['ere']],
    ['ite', ['ire']],
    ['ato', ['are']],
    ['uto', ['ere']],
    ['ito', ['ire']],
    ['a', ['are']],
    ['e', ['ere', 'ire']],
    ['i', ['are', 'ere', 'ire']],
    ['o', ['are', 'ere', 'ire']],
  ] as [string, string[]][]
).map(([ending, infinitives]) => [fold(ending), infinitives]);

/** The infinitives a folded Italian word may be a regular form of, from its longest matching ending. */
function infinitivesOf(word: string): string[] {
  const match = CONJUGATIONS.find(([ending]) => word.length > ending.length + 2 && word.endsWith(ending));
  if (!match) return [];
  const root = word.slice(0, -match[0].length);
  return match[1].map((infinitive) => root + infinitive);
}

/** What a word of each language is mostly used as; a language without its data treats every word alike. */
export interface SharedPartsOfSpeech {
  mostlyNotNoun(word: string, language: StemLanguage): boolean;
  /** Whether a folded word is a word of the language; true for every word when its data is not installed. */
  knows(word: string, language: StemLanguage): boolean;
  /** Whether a folded English noun names a person, by its most frequent sense; false without WordNet. */
  namesPerson(word: string): boolean;
  /** Whether a folded English word is mostly an adjective; false without WordNet. */
  mostlyAdjective(word: string): boolean;
  /** Whether a folded English word is a verb's base form, mostly used as a verb; false without WordNet. */
  mostlyVerb(word: string): boolean;
}

let shared: SharedPartsOfSpeech | null = null;

/** WordNet's English and the Italian thesaurus's parts of speech, read once per process. */
export function sharedPartsOfSpeech(): SharedPartsOfSpeech {
  if (shared === null) {
    const byLanguage = { en: loadPartsOfSpeech(), it: loadItalianPartsOfSpeech() };
    shared = {
      namesPerson: (word) => byLanguage.en?.namesPerson?.(word) ?? false,
      mostlyAdjective: (word) => byLanguage.en?.mostlyAdjective?.(word) ?? false,
      mostlyVerb: (word) => byLanguage.en?.mostlyVerb?.(word) ?? false,
      mostlyNotNoun: (word, language) => byLanguage[language]?.mostlyNotNoun(word) ?? false,
      knows: (word, language) => byLanguage[language]?.knows(word) ?? true,
    };
  }
  return shared;
}
