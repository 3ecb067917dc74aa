import { sql } from 'kysely';
import type { Db } from '../db/schema.ts';
import { sharedDictionary } from './analysis/dictionary.ts';
import { sharedPartsOfSpeech } from './analysis/parts-of-speech.ts';
import { guessLanguage, type StemLanguage, stem, stemLanguages, stopwords } from './analysis/stems.ts';
import { fold } from './analysis/words.ts';
import { type KnowledgeScope, scopeKey } from './knowledge.scope.ts';
import { termStats } from './knowledge.search.ts';

/**
 * Typing slips in a question ('prezo della margherita', 'parcheggo'): a word of neither language that the
 * knowledge does not hold is read as the word of either language one letter away (a letter missing,
 * added, changed or two swapped) that the knowledge holds most. A word the knowledge holds, a real word
 * (a visitor asking about a sauna the site never names) and a capitalised name are left as written.
 */

/** Shorter words have too many neighbours one letter away to tell which was meant. */
const MIN_LENGTH = 5;
/** At most this many words of a question are corrected: one or two slips, not a foreign language. */
const MAX_CORRECTED = 2;
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** Every string one edit from `word`: deletes, swaps of neighbours, replacements and inserts. */
function editsOf(word: string): Set<string> {
  const edits = new Set<string>();
  for (let i = 0; i <= word.length; i++) {
    const [head, tail] = [word.slice(0, i), word.slice(i)];
    if (tail) edits.add(head + tail.slice(1));
    if (tail.length > 1) edits.add(head + tail[1] + tail[0] + tail.slice(2));
    for (const letter of LETTERS) {
      if (tail) edits.add(head + letter + tail.slice(1));
      edits.add(head + letter + tail);
    }
  }
  edits.delete(word);
  return edits;
}

const stemsOf = (word: string) => [...new Set(stemLanguages.map((language) => stem(word, language)))];

/** The words a question opens on to ask: a slip in one ('wat time…') hides what it asks for. */
const QUESTION_WORDS = [
  'what',
  'when',
  'where',
  'which',
  'who',
  'how',
  'why',
  'cosa',
  'quando',
  'dove',
  'quanto',
  'quale',
  'come',
  'perche',
];
const QUESTION_OPENING = /^(\W*(?:(?:and|e|ma|but)\s+)?)(\p{Ll}{2,4})\b/u;

/**
 * A question opening on a short slip of one question word only ('wat time do you shut on a sunday', 'hw much
 * is it'), read as that word.
 */
export function withQuestionWordSpelled(question: string): string {
  const m = QUESTION_OPENING.exec(question);
  const word = m?.[2];
  if (!m || !word || stopwords.has(word) || QUESTION_WORDS.includes(word)) return question;
  // 'cost of parking?' opens on a word, not a slip of 'cosa'.
  const parts = sharedPartsOfSpeech();
  if (stemLanguages.some((language) => parts.knows(word, language))) return question;
  const edits = editsOf(word);
  const meant = QUESTION_WORDS.filter((w) => edits.has(w));
  return meant.length === 1 ? `${m[1]}${meant[0]}${question.slice(m[0].length)}` : question;
}

/** The question with its slips corrected and its shortened names in full, or the question itself. */
export async function correctedQuestion(db: Db, scope: KnowledgeScope, asked: string): Promise<string> {
  const question = withQuestionWordSpelled(asked);
  // One read of the knowledge's counts serves both: the slips and their corrections, and the names.
  const slips = slipsOf(question);
  const names = [...new Set([...question.matchAll(/\p{L}+/gu)].map((m) => m[0]))].filter(
    (w) => w.length >= MIN_NAME && w.length <= MAX_NAME && !stopwords.has(fold(w)),
  );
  const terms = [...new Set([...slips.terms, ...names.flatMap((w) => stemsOf(fold(w)))])];
  if (terms.length === 0) return question;
  const { frequency } = await termStats(db, scope, terms);
  const held = (word: string) => Math.max(0, ...stemsOf(word).map((term) => frequency.get(term) ?? 0));
  const corrected = await withSlipsCorrected(db, scope, question, slips, held);
  // A word corrected is one the knowledge holds now.
  const unheld = names.filter((w) => held(fold(w)) === 0 && wordIn(w).test(corrected));
  return withNamesInFull(db, scope, corrected, unheld.slice(0, MAX_CORRECTED));
}

/** A word as a whole word of a text. */
const wordIn = (word: string) => new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, 'u');

interface Slips {
  /** The unknown words as written, folded to as typed. */
  written: Map<string, string>;
  unknown: string[];
  /** Each unknown word's neighbours one letter away that are words of the question's language. */
  candidates: Map<string, string[]>;
  /** The index terms to count: the unknown words' and their candidates' stems. */
  terms: string[];
}

function slipsOf(question: string): Slips {
  const parts = sharedPartsOfSpeech();
  const dictionary = sharedDictionary();
  const knows = (word: string, language: StemLanguage) =>
    parts.knows(word, language) ||
    (dictionary?.translate(stem(word, language), language, word).length ?? 0) > 0;
  // A slip is corrected to a headword of the question's language or a regular form of one ('mentre' is no
  // slip for 'centre'); a word the dictionary reaches only by its stem may be no word at all.
  const asked = guessLanguage(question);
  const languages = asked ? [asked] : stemLanguages;
  // Each word as written and folded; a capitalised word after the first is a name.
  const written = new Map<string, string>();
  for (const m of question.matchAll(/\p{L}+/gu)) {
    const word = fold(m[0]);
    if (/^\p{Lu}/u.test(m[0]) && m.index !== 0) continue;
    if (word.length < MIN_LENGTH || stopwords.has(word)) continue;
    if (!stemLanguages.some((language) => knows(word, language))) written.set(word, m[0]);
  }
  const unknown = [...written.keys()].slice(0, MAX_CORRECTED);
  const candidates = new Map(
    unknown.map((word) => [
      word,
      [...editsOf(word)].filter(
        (edit) => !stopwords.has(edit) && languages.some((language) => parts.knows(edit, language)),
      ),
    ]),
  );
  const terms = [
    ...new Set(unknown.flatMap((word) => [word, ...(candidates.get(word) ?? [])]).flatMap(stemsOf)),
  ];
  return { written, unknown, candidates, terms };
}

async function withSlipsCorrected(
  db: Db,
  scope: KnowledgeScope,
  question: string,
  { written, unknown, candidates }: Slips,
  held: (word: string) => number,
): Promise<string> {
  const missing = unknown.filter((word) => held(word) === 0);
  if (missing.length === 0) return question;
  // A word the start of one the knowledge holds is short for it ('physio', 'dottor'), not a slip.
  const shortened = await db
    .selectFrom('knowledge_terms')
    .select('term')
    .where('scope', '=', scopeKey(scope))
    .where((eb) => eb.or(missing.map((word) => eb('term', 'like', `${word}%`))))
    .execute();
  const isShort = (word: string) => shortened.some((row) => row.term.startsWith(word));
  let corrected = question;
  for (const word of missing) {
    if (isShort(word)) continue;
    let best: string | undefined;
    for (const edit of candidates.get(word) ?? []) {
      if (held(edit) > (best === undefined ? 0 : held(best))) best = edit;
    }
    const as = written.get(word) ?? word;
    if (best) corrected = corrected.replace(wordIn(as), best);
  }
  return corrected;
}

/**
 * A name shortened to its words' beginnings ('Amex' for 'American Express', 'FedEx'), which no page writes
 * that way: read as the two capitalised words a page writes together whose beginnings make it, the pair
 * written most. Each part is two letters or more, and only a word the knowledge does not hold is read so.
 */
const MIN_NAME = 4;
const MAX_NAME = 8;
const MIN_PART = 2;
/** Passages read for such a pair: a name a site writes is on its first pages that could hold it. */
const NAME_ROWS = 200;

async function withNamesInFull(
  db: Db,
  scope: KnowledgeScope,
  question: string,
  unheld: string[],
): Promise<string> {
  let full = question;
  for (const word of unheld) {
    const name = await nameInFull(db, scope, fold(word));
    if (name) full = full.replace(wordIn(word), name);
  }
  return full;
}

/** The two capitalised words the knowledge writes together whose beginnings make `short`, if any. */
async function nameInFull(db: Db, scope: KnowledgeScope, short: string): Promise<string | undefined> {
  const splits: [string, string][] = [];
  for (let at = MIN_PART; at <= short.length - MIN_PART; at++)
    splits.push([short.slice(0, at), short.slice(at)]);
  const { rows } = await sql<{ text: string }>`select text from knowledge_chunks
    where scope = ${scopeKey(scope)} and (${sql.join(
      splits.map(([first, second]) => sql`lower(text) like ${`%${first}% ${second}%`}`),
      sql` or `,
    )}) limit ${NAME_ROWS}`.execute(db);
  const written = new Map<string, number>();
  for (const { text } of rows) {
    for (const [, first = '', second = ''] of text.matchAll(
      /(?<![\p{L}\p{N}])(\p{Lu}\p{L}+)[ \u00a0](\p{Lu}\p{L}+)/gu,
    )) {
      const [a, b] = [fold(first), fold(second)];
      if (a.length + b.length <= short.length || stopwords.has(a) || stopwords.has(b)) continue;
      if (!splits.some(([x, y]) => a.startsWith(x) && b.startsWith(y))) continue;
      const pair = `${first} ${second}`;
      written.set(pair, (written.get(pair) ?? 0) + 1);
    }
  }
  return [...written].sort((x, y) => y[1] - x[1])[0]?.[0];
}
