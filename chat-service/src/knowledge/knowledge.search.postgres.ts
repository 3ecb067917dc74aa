import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/schema.ts';
import { tsQuery } from './knowledge.query.ts';
import { type KnowledgeScope, scopeKey } from './knowledge.scope.ts';
import type { HitRow } from './knowledge.search.sqlite.ts';

const HIT_COLUMNS = sql.raw(
  'id, source_id, source, title, heading, text, language, kind, title_terms, heading_terms, text_terms',
);
const HIT_COLUMNS_OF_C = sql.raw(
  'c.id, c.source_id, c.source, c.title, c.heading, c.text, c.language, c.kind, c.title_terms, c.heading_terms, c.text_terms',
);
/** Weights of text (D), -, heading (B) and title (A) in ts_rank_cd; the text counts most, as in BM25. */
const RANK_WEIGHTS = sql.lit('{0.5, 0.5, 0.75, 1.0}');
/** Past this many concepts the pairs query grows too long to pay off. */
const MAX_PAIRED_CONCEPTS = 8;

/**
 * ts_rank_cd top chunks of one scope. ts_rank_cd knows nothing of a word's rarity, so chunks are first
 * ordered by how many of the question's concepts they hold (a concept is one word with its stems and
 * translations, any of which counts), and by ts_rank_cd (normalization 32 scales it to 0..1) within that.
 *
 * That order allows a shortcut: when enough chunks hold two or more concepts, the best ones are among
 * them, so only they are ranked (a few hundred rows rather than every chunk holding any word).
 */
export async function postgresSearch(db: Db, scope: KnowledgeScope, concepts: string[][], limit: number) {
  const groups = concepts.filter((g) => g.length > 0);
  const terms = [...new Set(groups.flat())];
  if (groups.length >= 2 && groups.length <= MAX_PAIRED_CONCEPTS) {
    const rows = await ranked(db, scope, groups, atLeastTwo(groups), limit);
    if (rows.length >= limit) return rows;
  }
  return rankedByConcept(db, scope, groups, tsQuery(terms), limit);
}

export async function ranked(
  db: Db,
  scope: KnowledgeScope,
  groups: string[][],
  query: string,
  limit: number,
) {
  const { rows } = await sql<HitRow>`select ${HIT_COLUMNS},
        ${coverage(groups)} + ts_rank_cd(${RANK_WEIGHTS}, search, q, 32) as score
      from knowledge_chunks, to_tsquery('simple', ${query}) q
      where scope = ${scopeKey(scope)} and search @@ q
      order by score desc, id limit ${limit}`.execute(db);
  return rows;
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
  // The per-row work in the select list makes a parallel scan of every chunk look cheaper to the planner
  // than reading one scope's matches from the index; it is not (the index finds a few thousand rows).
  return db.transaction().execute(async (trx) => {
    await sql`set local max_parallel_workers_per_gather = 0`.execute(trx);
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
