/**
 * Full-text queries over the stemmed index terms. Terms come from `wordsOf` (letters and digits only),
 * and each is quoted, so a question can never change the query's shape.
 */

/** An FTS5 query: any of the terms in title, heading or text. */
export function unscopedFtsMatch(terms: string[]): string {
  return `{title_terms heading_terms text_terms} : (${terms.map((t) => `"${t}"`).join(' OR ')})`;
}

/** An FTS5 query: the scope's token, and any of the terms in title, heading or text. */
export function ftsMatch(scopeToken: string, terms: string[]): string {
  return `scope : "${scopeToken}" AND ${unscopedFtsMatch(terms)}`;
}

/** A PostgreSQL tsquery for `to_tsquery('simple', …)`: any of the terms. */
export function tsQuery(terms: string[]): string {
  return terms.map((t) => `'${t}'`).join(' | ');
}
