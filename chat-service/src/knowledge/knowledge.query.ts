import { fold, stopwords } from './stopwords.ts';

/** One word of a question as the index is asked for it; `prefix` also matches longer words. */
export interface QueryTerm {
  word: string;
  prefix: boolean;
}

const MAX_TERMS = 12;
const PREFIX_FROM_LENGTH = 5;

/**
 * The words worth searching for: folded, without stopwords (Italian and English), each at most once.
 * Longer words lose a final vowel or s and match as a prefix, so 'orari' finds 'orario' and 'pizze'
 * finds 'pizza' and 'pizzeria'. A question made only of common words keeps them rather than find nothing.
 */
export function questionTerms(question: string): QueryTerm[] {
  const words = fold(question)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 1 || /\d/.test(w));
  const content = words.filter((w) => !stopwords.has(w));
  const unique = [...new Set(content.length > 0 ? content : words)].slice(0, MAX_TERMS);
  return unique.map((word) => {
    if (word.length < PREFIX_FROM_LENGTH || /\d/.test(word)) return { word, prefix: false };
    return { word: word.replace(/[aeious]$/, ''), prefix: true };
  });
}

/** An FTS5 query: any of the terms in title, heading or text. */
export function unscopedFtsMatch(terms: QueryTerm[]): string {
  return `{title heading text} : (${terms.map((t) => `"${t.word}"${t.prefix ? '*' : ''}`).join(' OR ')})`;
}

/** An FTS5 query: the scope's token, and any of the terms in title, heading or text. */
export function ftsMatch(scopeToken: string, terms: QueryTerm[]): string {
  return `scope : "${scopeToken}" AND ${unscopedFtsMatch(terms)}`;
}

/** A PostgreSQL tsquery for `to_tsquery('simple', …)`: any of the terms. */
export function tsQuery(terms: QueryTerm[]): string {
  return terms.map((t) => `${t.word}${t.prefix ? ':*' : ''}`).join(' | ');
}
