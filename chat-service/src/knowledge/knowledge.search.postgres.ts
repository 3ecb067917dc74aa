import { type RawBuilder, sql, type Transaction } from 'kysely';
import type { Database, Db } from '../db/schema.ts';
import { tsQuery } from './knowledge.query.ts';
import { type KnowledgeScope, scopeKey } from './knowledge.scope.ts';
import type { HitRow } from './knowledge.search.sqlite.ts';

const HIT_COLUMNS = sql.raw(
  'id, source_id, source, title, heading, text, language, kind, published, updated, title_terms, heading_terms, text_terms',
);
const HIT_COLUMNS_OF_C = sql.raw(
  'c.id, c.source_id, c.source, c.title, c.heading, c.text, c.language, c.kind, c.published, c.updated, c.title_terms, c.heading_terms, c.text_terms',
);
/** Weights of text (D), -, heading (B) and title (A) in ts_rank_cd; the text counts most, as in BM25. */
const RANK_WEIGHTS = sql.lit('{0.5, 0.5, 0.75, 1.0}');
const MAX_RANKED_MATCHES = 500;
const MAX_PAIRED_CONCEPTS = 8;

/** One concept of a question as the search sees it: its index terms, strongest forms first, and its weight. */
export interface SearchConcept {
  /** Terms by how much a match counts: the word's own forms, then its translations, then its synonyms. */
  tiers: string[][];
  /** Its rarity in the scope: what the coverage ranking will count it for. */
  weight: number;
}

/**
 * The candidate chunks of one scope for the coverage ranking (`rankRows`), which weighs each concept by
 * its rarity. When the question's words are in at most `MAX_RANKED_MATCHES` chunks (`matches` counts
 * them from the term statistics, a chunk once per term it holds), every match is ranked: by how many
 * concepts it holds, and by ts_rank_cd (normalization 32 scales it to 0..1) within that.
 *
 * Past that, ranking every match costs more than the answer is worth (100 ms for 5,000 chunks), so only
 * chunks holding two or more concepts are ranked; when they are fewer than `limit`, the rest are chunks
 * holding one concept, taken as the coverage ranking would value them: the rarest concept's own words
 * first, then its translations and synonyms, then the next concept's. Each such read stops at the rows
 * it needs.
 */
export async function postgresSearch(
  db: Db,
  scope: KnowledgeScope,
  concepts: SearchConcept[],
  limit: number,
  matches: number,
): Promise<HitRow[]> {
  const byWeight = concepts
    .filter((c) => c.tiers.some((t) => t.length > 0))
    .sort((a, b) => b.weight - a.weight);
  const groups = byWeight.map((c) => c.tiers.flat());
  if (groups.length === 0) return [];
  if (matches <= MAX_RANKED_MATCHES) {
    return rankedByConcept(db, scope, groups, tsQuery([...new Set(groups.flat())]), limit);
  }
  // Past this many concepts the pairs query grows too long to pay off: pairs of the rarest are enough.
  const paired = groups.slice(0, MAX_PAIRED_CONCEPTS);
  return fromScopeIndex(db, async (trx) => {
    const rows = paired.length >= 2 ? await ranked(trx, scope, paired, atLeastTwo(paired), limit) : [];
    const taken = new Set(rows.map((r) => Number(r.id)));
    for (const tier of byWeight.flatMap((c) => c.tiers.filter((t) => t.length > 0))) {
      if (rows.length >= limit) break;
      const more = await holding(trx, scope, tier, taken, limit - rows.length);
      for (const row of more) taken.add(Number(row.id));
      rows.push(...more);
    }
    return rows;
  });
}

/** Up to `limit` chunks of a scope holding any of `terms`. */
export const postgresHolding = (db: Db, scope: KnowledgeScope, terms: string[], limit: number) =>
  fromScopeIndex(db, (trx) => holding(trx, scope, terms, new Set(), limit));

/** Up to `limit` chunks holding any of `terms`, other than those already taken. */
async function holding(
  db: Db | Transaction<Database>,
  scope: KnowledgeScope,
  terms: string[],
  taken: Set<number>,
  limit: number,
) {
  const except = taken.size > 0 ? sql`and id <> all(${[...taken]}::bigint[])` : sql``;
  const { rows } = await sql<HitRow>`select ${HIT_COLUMNS}, 0 as score from knowledge_chunks
      where scope = ${scopeKey(scope)} and search @@ ${tsQuery(terms)}::tsquery ${except}
      limit ${limit}`.execute(db);
  return rows;
}

export async function ranked(
  db: Db | Transaction<Database>,
  scope: KnowledgeScope,
  groups: string[][],
  query: string,
  limit: number,
) {
  const run = async (trx: Db | Transaction<Database>) => {
    const { rows } = await sql<HitRow>`select ${HIT_COLUMNS},
        ${coverage(groups)} + ts_rank_cd(${RANK_WEIGHTS}, search, q, 32) as score
      from knowledge_chunks, to_tsquery('simple', ${query}) q
      where scope = ${scopeKey(scope)} and search @@ q
      order by score desc, id limit ${limit}`.execute(trx);
    return rows;
  };
  return db.isTransaction ? run(db) : fromScopeIndex(db as Db, run);
}

/**
 * Runs a search with the planner held to the scope's full-text index, read as a bitmap. Its estimate for
 * a query of many alternatives (a question's words with their stems, translations and synonyms) adds up
 * every term's guess and comes to thousands of rows, so it prefers reading every chunk of every scope,
 * 30 times slower than the index that finds the real matches; with a limit in view it walks the scope's
 * rows hoping to meet matches early, and for a word in one chunk of a hundred reads thousands; and the
 * per-row work in the select list makes a parallel scan look cheaper still. A search of several reads
 * sees one snapshot (repeatable read), so a page re-indexed meanwhile is found whole, old or new.
 */
function fromScopeIndex<T>(db: Db, search: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      await sql`set local enable_indexscan = off`.execute(trx);
      await sql`set local max_parallel_workers_per_gather = 0`.execute(trx);
      return search(trx);
    });
}

/**
 * The same order as `ranked`, cheaper when most chunks hold one concept: for a query of alternatives,
 * ts_rank_cd counts only the terms a chunk holds, so a chunk holding one concept ranks the same against
 * that concept's terms alone, a query a fraction of the size (ranking costs in proportion to it). Chunks
 * holding several are ranked against the whole query, as before.
 */
export async function rankedByConcept(
  db: Db,
  scope: KnowledgeScope,
  groups: string[][],
  query: string,
  limit: number,
) {
  if (groups.length < 2) return ranked(db, scope, groups, query, limit);
  const held = groups.map((_, i) => sql.ref(`c.m${i}`));
  const matches = groups.map((g, i) => sql`(search @@ ${tsQuery(g)}::tsquery) as ${sql.ref(`m${i}`)}`);
  const alone = groups.map((g, i) => sql`when ${held[i]} then ${tsQuery(g)}::tsquery`);
  return fromScopeIndex(db, async (trx) => {
    const { rows } =
      await sql<HitRow>`select ${HIT_COLUMNS_OF_C}, c.cov + ts_rank_cd(${RANK_WEIGHTS}, c.search,
        case when c.cov >= 2 then c.q ${sql.join(alone, sql` `)} end, 32) as score
      from (select k.*, q, ${sql.join(matches, sql`, `)},
          ${sql.join(
            groups.map((g) => sql`(search @@ ${tsQuery(g)}::tsquery)::int`),
            sql` + `,
          )} as cov
        from knowledge_chunks k, to_tsquery('simple', ${query}) q
        where scope = ${scopeKey(scope)} and search @@ q) c
      order by score desc, c.id limit ${limit}`.execute(trx);
    return rows;
  });
}

function coverage(groups: string[][]): RawBuilder<number> {
  return sql.join(
    // A tsquery literal is parsed once per query; to_tsquery() here would run again for every row.
    groups.map((g) => sql`(search @@ ${tsQuery(g)}::tsquery)::int`),
    sql` + `,
  ) as RawBuilder<number>;
}

/** A tsquery matching chunks that hold at least two of the concepts: (a & b) | (a & c) | (b & c)… */
function atLeastTwo(groups: string[][]): string {
  const pairs: string[] = [];
  for (let i = 0; i < groups.length; i++) {
    for (let j = i + 1; j < groups.length; j++) {
      pairs.push(`((${tsQuery(groups[i] ?? [])}) & (${tsQuery(groups[j] ?? [])}))`);
    }
  }
  return pairs.join(' | ');
}
