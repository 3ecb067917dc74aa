import type { Generated, Selectable } from 'kysely';

/**
 * One retrievable piece of a source. `scope` is the demo's or bot's key (see `scopeKey`), repeated here
 * so search filters without a join. The full-text index lives beside it: an FTS5 table kept in sync by
 * triggers on SQLite, a `search` tsvector column written with each row on PostgreSQL.
 */
export interface KnowledgeChunksTable {
  id: Generated<number>;
  source_id: number;
  scope: string;
  position: number;
  /** The page URL or the file name. */
  source: string;
  title: string;
  /** The heading path the chunk sits under, 'Menu › Pizze'; empty at the top of a page. */
  heading: string;
  text: string;
  /** The page's language code ('it', 'en'), '' when unknown. */
  language: string;
  /** 'legal', 'terms', 'contact' or 'page' (see `pageKind`). */
  kind: string;
  /** The year the page's byline gives ('14/3/2023 2 Comments' under a post's title), '' when none. */
  published: Generated<string>;
  /** The year the page says it was last updated ('Last updated: 8 March 2021'), '' when none. */
  updated: Generated<string>;
  /** Title, heading and text as the full-text index holds them: stopwords dropped, stemmed (see `chunkTerms`). */
  title_terms: string;
  heading_terms: string;
  text_terms: string;
}

/** How many of one source's chunks hold a term (see `insertSourceTerms`). */
export interface KnowledgeTermsTable {
  source_id: number;
  scope: string;
  term: string;
  chunks: number;
}

export type KnowledgeChunkRow = Selectable<KnowledgeChunksTable>;
