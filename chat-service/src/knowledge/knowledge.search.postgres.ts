import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { tsQuery } from './knowledge.query.ts';
import { type KnowledgeScope, scopeKey } from './knowledge.scope.ts';
import type { HitRow } from './knowledge.search.sqlite.ts';

/** Weights of text (D), -, heading (B) and title (A) in ts_rank_cd; the text counts most, as in BM25. */
const RANK_WEIGHTS = sql.lit('{0.5, 0.5, 0.75, 1.0}');
/** Past this many words the pairs query grows too long to pay off. */
const MAX_PAIRED_TERMS = 8;

/**
 * ts_rank_cd top chunks of one scope. ts_rank_cd knows nothing of a word's rarity, so chunks are first
 * ordered by how many different words of the question they hold, and by ts_rank_cd (normalization 32
 * scales it to 0..1) within that; without it a chunk repeating one word outranks one holding them all.
 *
 * That order allows a shortcut: when enough chunks hold two or more of the words, the best ones are
 * among them, so only they are ranked (a few hundred rows rather than every chunk holding any word).
 */
export async function postgresSearch(db: Db, scope: KnowledgeScope, terms: string[], limit: number) {
  if (terms.length >= 2 && terms.length <= MAX_PAIRED_TERMS) {
    const rows = await ranked(db, scope, terms, atLeastTwo(terms), limit);
    if (rows.length >= limit) return rows;
  }
  return ranked(db, scope, terms, tsQuery(terms), limit);
}

async function ranked(db: Db, scope: KnowledgeScope, terms: string[], query: string, limit: number) {
  const { rows } =
    await sql<HitRow>`select id, source_id, source, title, heading, text, language, kind, title_terms, heading_terms, text_terms,
        ${coverage(terms)} + ts_rank_cd(${RANK_WEIGHTS}, search, q, 32) as score
      from knowledge_chunks, to_tsquery('simple', ${query}) q
      where scope = ${scopeKey(scope)} and search @@ q
      order by score desc, id limit ${limit}`.execute(db);
  return rows;
}

function coverage(terms: string[]): RawBuilder<number> {
  return sql.join(
    // A tsquery literal is parsed once per query; to_tsquery() here would run again for every row.
    terms.map((t) => sql`(search @@ ${tsQuery([t])}::tsquery)::int`),
    sql` + `,
  ) as RawBuilder<number>;
}

/** A tsquery matching chunks that hold at least two of the terms: (a & b) | (a & c) | (b & c)… */
function atLeastTwo(terms: string[]): string {
  const pairs: string[] = [];
  for (let i = 0; i < terms.length; i++) {
    for (let j = i + 1; j < terms.length; j++) {
      pairs.push(`(${tsQuery([terms[i] as string])} & ${tsQuery([terms[j] as string])})`);
    }
  }
  return pairs.join(' | ');
}

/** How many of the scope's chunks hold `term`, and how many chunks the scope holds. */
export async function postgresTermCount(
  db: Db,
  scope: KnowledgeScope,
  term: string | undefined,
): Promise<number> {
  const { rows } =
    term === undefined
      ? await sql<{
          n: string;
        }>`select count(*) as n from knowledge_chunks where scope = ${scopeKey(scope)}`.execute(db)
      : await sql<{ n: string }>`select count(*) as n from knowledge_chunks
          where scope = ${scopeKey(scope)} and search @@ ${tsQuery([term])}::tsquery`.execute(db);
  return Number(rows[0]?.n ?? 0);
}
