import { sql } from 'kysely';
import { isPostgres } from '../db/migration-helpers.ts';
import type { Db } from '../db/schema.ts';
import { deleteTrainingsOf } from '../trainings/training.repository.ts';
import { asksAboutLegal, asksAboutPrivacy, isHomePage } from './analysis/page-kind.ts';
import { sharedPartsOfSpeech } from './analysis/parts-of-speech.ts';
import {
  type Concept,
  conceptTerms,
  givesRange,
  isOwnForm,
  namesDays,
  questionConcepts,
  rangeHolds,
  sharedLexicon,
  withoutSynonyms,
} from './analysis/question.ts';
import { stem, stemLanguages, stopwords } from './analysis/stems.ts';
import { fold } from './analysis/words.ts';
import { deleteScopeChunks } from './knowledge.index.ts';
import { conceptWeight, coverageOf, type RankOptions, rankRows, type TermStats } from './knowledge.rank.ts';
import { type KnowledgeScope, scopeColumns, scopeKey } from './knowledge.scope.ts';
import { postgresHolding, postgresSearch, type SearchConcept } from './knowledge.search.postgres.ts';
import { COLUMNS, type HitRow, sqliteSearch } from './knowledge.search.sqlite.ts';

export type { KnowledgeScope } from './knowledge.scope.ts';

/** One ranked chunk of a demo's or bot's knowledge. */
export interface KnowledgeHit {
  chunkId: number;
  sourceId: number;
  text: string;
  /** The page URL or the file name. */
  source: string;
  title: string;
  /** The heading path the text sits under ('Menu › Pizze'), empty at the top of a page. */
  heading: string;
  /** The page's language code, '' when unknown. */
  language: string;
  /** 'page', 'legal', 'terms' or 'contact'. */
  kind: string;
  /** The year the page's byline gives (a post's date under its title), when it gives one. */
  published?: number;
  /** The year the page says it was last updated, when it says. */
  updated?: number;
  /** Share of the question the chunk covers, rarer words counting more, after the priors (0..1). */
  score: number;
}

export interface SearchOptions extends Partial<RankOptions> {
  /** Words searched beside the question's own, counting half ('prezzo euro' for 'how much'). */
  hints?: string;
  /** The question asks what the business is ('what do you do?'): the home pages' chunks are candidates. */
  home?: boolean;
  /** The visitor's previous question, for a follow-up: its words count half and join the evidence. */
  context?: string;
}

/** Candidates ranked by the database before the coverage ranking picks the best of them. */
const CANDIDATES = 40;
/** A term in at most this many of a scope's chunks is rare there: all its chunks are candidates. */
const RARE_CHUNKS = 8;
const MAX_TERMS = 48;
/** How much the previous question's words count in a follow-up's evidence, and hint words in the ranking. */
export const CONTEXT_WEIGHT = 0.7;
const HINT_WEIGHT = 0.5;

/**
 * The chunks of one demo or bot that best answer a question. The question's words are stemmed in
 * Italian and English and translated through the bilingual dictionary; the database finds chunks holding
 * any of them (BM25 on SQLite, ts_rank_cd on PostgreSQL), and they are ranked by how much of the
 * question they cover, rare words counting more, with legal pages last unless asked about and pages in
 * the visitor's language first.
 */
export async function searchKnowledge(
  db: Db,
  scope: KnowledgeScope,
  question: string,
  limit = 8,
  options: SearchOptions = {},
): Promise<KnowledgeHit[]> {
  return (await searchQuestion(db, scope, question, limit, options)).hits;
}

/** What a search found, with the question's concepts and how much each weighs in this knowledge. */
export interface QuestionSearch {
  hits: KnowledgeHit[];
  concepts: Concept[];
  /** Each concept's weight (its rarity in the scope), in the order of `concepts`. */
  weights: number[];
  /** Whether each concept occurs anywhere in the scope, in any of its forms. */
  found: boolean[];
  /** How many of `concepts` are the question's own; those after them come from `context`. */
  asked: number;
}

/** `searchKnowledge`, also returning the concepts and their weights for the writer to judge evidence with. */
export async function searchQuestion(
  db: Db,
  scope: KnowledgeScope,
  asked: string,
  limit = 8,
  options: SearchOptions = {},
): Promise<QuestionSearch> {
  const question = await withHeldCompounds(db, scope, asked);
  const own = questionConcepts(question, sharedLexicon());
  const ownWords = new Set(own.map((c) => c.word));
  // 'And on Sundays?' after a question about Saturday, 'and on weekdays?' after the weekend, 'and New Year's
  // Eve?' after Christmas Eve: the day asked now replaces the day asked before.
  const replaced = (c: Concept) =>
    (own.some(namesDays) && namesDays(c)) ||
    (own.some((o) => o.holiday !== undefined) && c.holiday !== undefined);
  const context = options.context
    ? questionConcepts(options.context, sharedLexicon())
        .filter((c) => !ownWords.has(c.word) && !replaced(c))
        .map((c) => scaled(c, CONTEXT_WEIGHT))
    : [];
  const concepts = [...own, ...context];
  const hints = options.hints ? questionConcepts(options.hints).map((c) => scaled(c, HINT_WEIGHT)) : [];
  // 'Where are you?' holds no word a page answers it with: it is searched by the kind of answer it wants.
  const onlyFunctionWords = hints.length > 0 && own.length > 0 && own.every((c) => stopwords.has(c.word));
  const searched = [...(onlyFunctionWords ? context : concepts), ...hints];
  // The search runs on the heaviest terms; every term's counts are read, so a form past them ('celiac' after
  // forty-eight others) is known held, and weighs as rare as it is.
  const allTerms = conceptTerms(searched);
  const terms = allTerms.slice(0, MAX_TERMS);
  const none = {
    hits: [],
    concepts,
    weights: concepts.map(() => 1),
    found: concepts.map(() => false),
    asked: own.length,
  };
  if (terms.length === 0 || limit < 1) return none;
  const candidates = Math.max(CANDIDATES, limit);
  const stats = await termStats(db, scope, allTerms);
  const held = (term: string) => (stats.frequency.get(term) ?? 0) > 0;
  // a person named by a synonym or a kind only is still one the knowledge does not name
  const namedInScope = (c: Concept) => c.variants.some((v) => isOwnForm(v) && held(v.term));
  const matched = withRows(
    isPostgres(db)
      ? await postgresCandidates(db, scope, searched, terms, stats, candidates)
      : await sqliteSearch(db, scope, terms, candidates),
    await rareRows(db, scope, searched, terms, stats),
  );
  // Its answer may be on the contact page in no words of the hints ('The Green, Upper Ebbsworth GL54 3FJ'),
  // or, for what the business is, on the home page. So may a way to reach the business asked in words that
  // only ask for it or that no page holds ('your phone number?', answered by 'Call 0114 496 0732'; 'the
  // postcode for the satnav?'), when no chunk found gives one (a privacy notice's address answers nothing).
  const { boost } = options;
  const asking = (c: Concept) =>
    stopwords.has(c.word) || (boost?.asksFor?.(c.word) ?? false) || !namedInScope(c);
  const asksToReach =
    boost?.reach === true &&
    own.length > 0 &&
    own.every(asking) &&
    !matched.some((row) => row.kind !== 'legal' && boost(row.text) > 0);
  const extra = [
    ...(onlyFunctionWords || asksToReach ? await contactRows(db, scope) : []),
    ...(options.home ? await homeRows(db, scope) : []),
  ];
  const rows = withRows(matched, extra);
  if (rows.length === 0) return none;
  const ranked = rankRows(rows, searched, stats, {
    legalAsked: asksAboutLegal.test(question),
    privacyAsked: asksAboutPrivacy.test(question),
    ...options,
  });
  const top = ranked.slice(0, limit);
  // The rows added for what no word matched are read whatever their rank.
  const added = ranked.filter(({ row }) => extra.includes(row) && !top.some((t) => t.row === row));
  const unread = namingHeaviest(ranked, top, own, stats, namedInScope).filter((r) => !added.includes(r));
  const legends = await legendRows(
    db,
    scope,
    concepts,
    top.map(({ row }) => row),
  );
  const hits = [
    ...[...top, ...unread, ...added].map(({ row, score }) => hitOf(row, score)),
    ...legends.map((row) => hitOf(row, 0)),
  ];
  // Synonyms widened the search; what a quote must hold is the question's words or their translations.
  // A thing the knowledge names only by a kind it is of is said by that kind ('spaniel' by 'dogs'). A person
  // is said by a synonym the knowledge holds ('kids' by 'children'), however else it names them: a page
  // speaks of its 'kids' and its 'children' alike.
  const evidence = concepts.map((c) => {
    const own = withoutSynonyms(c);
    const named = own.variants.some((v) => held(v.term));
    const person =
      c.variants.some((v) => v.synonym && held(v.term)) && sharedPartsOfSpeech().namesPerson(c.word);
    const standIns = c.variants.filter((v) => ((!named && v.kind) || (person && v.synonym)) && held(v.term));
    return standIns.length === 0 ? own : { ...own, variants: [...own.variants, ...standIns] };
  });
  return {
    hits,
    concepts: evidence,
    weights: evidence.map((c, i) => conceptWeight(c, stats) * (i < own.length ? 1 : CONTEXT_WEIGHT)),
    found: evidence.map(namedInScope),
    asked: own.length,
  };
}

/**
 * The best chunk naming the question's heaviest word, when no chunk read names it: chunks in the visitor's
 * language saying its other words ('apiary visits', on every English page) may take every place before the
 * one page naming the thing asked ('Can I bring my dog on the apiary visit?', answered in Italian: 'I cani
 * non sono ammessi in apiario').
 */
function namingHeaviest<T extends { row: HitRow }>(
  ranked: T[],
  top: T[],
  own: Concept[],
  stats: TermStats,
  namedInScope: (c: Concept) => boolean,
): T[] {
  const named = own.filter((c) => !stopwords.has(c.word) && namedInScope(c));
  const heaviest = named.reduce<Concept | undefined>(
    (best, c) => (best && conceptWeight(best, stats) >= conceptWeight(c, stats) ? best : c),
    undefined,
  );
  if (!heaviest) return [];
  // a holiday is named by its name or its date, not by a word of its name ('new' of 'New Year's Eve')
  const said = withoutSynonyms(heaviest);
  const itself = [{ ...said, variants: said.variants.filter((v) => !v.name) }];
  const names = ({ row }: T) => coverageOf(row)(itself, stats) > 0;
  if (top.some(names)) return [];
  const first = ranked.find((r) => !top.includes(r) && names(r));
  return first ? [first] : [];
}

/**
 * The chunks holding a question's own words that are rare in the scope, always candidates. The database's
 * first cut ranks by what the scope's rarities do not weigh: SQLite's BM25 by a term's rarity in the whole
 * index, every demo's and bot's ('wheelchair', common on other sites, leaves this scope's one chunk naming it
 * out), PostgreSQL by how many of the question's words a chunk holds (forty 'boat trip' chunks before it).
 */
async function rareRows(
  db: Db,
  scope: KnowledgeScope,
  searched: Concept[],
  terms: string[],
  stats: TermStats,
): Promise<HitRow[]> {
  const own = new Set(searched.flatMap((c) => c.variants.filter(isOwnForm).map((v) => v.term)));
  const rare = terms.filter((term) => {
    const chunks = stats.frequency.get(term) ?? 0;
    return own.has(term) && chunks > 0 && chunks <= RARE_CHUNKS;
  });
  if (rare.length === 0) return [];
  const limit = rare.reduce((sum, term) => sum + (stats.frequency.get(term) ?? 0), 0);
  return isPostgres(db) ? postgresHolding(db, scope, rare, limit) : sqliteSearch(db, scope, rare, limit);
}

/** The particles a verb takes to name a thing, written apart or joined: 'check out', 'checkout', 'check-out'. */
const PARTICLE = /^(in|out|up|off|away|over|back|down|on)$/;

/**
 * A question writing apart what the knowledge writes as one word ('what time is check out?' where the pages
 * say 'Check-out by 10.30am', 'postcode for the sat nav' where they say 'satnav'), read with the two joined
 * by a hyphen: it asks for the checkout, not any check.
 */
async function withHeldCompounds(db: Db, scope: KnowledgeScope, question: string): Promise<string> {
  const words = question.split(/\s+/);
  const content = (word: string) => /^\p{L}{2,}$/u.test(word) && !stopwords.has(word);
  const pairs = words.flatMap((word, i) => {
    const [first, next] = [fold(word), fold(words[i + 1] ?? '').replace(/[^\p{L}]+$/u, '')];
    if (!/^\p{L}{3,}$/u.test(first) || !(PARTICLE.test(next) || (content(first) && content(next)))) return [];
    const joined = `${first}${next}`;
    return [{ at: i, terms: [...new Set([joined, ...stemLanguages.map((l) => stem(joined, l))])] }];
  });
  if (pairs.length === 0) return question;
  const held = await termCounts(db, scope, [...new Set(pairs.flatMap((p) => p.terms))]);
  const joined = new Set(
    pairs.filter((p) => p.terms.some((term) => (held.get(term) ?? 0) > 0)).map((p) => p.at),
  );
  if (joined.size === 0) return question;
  return words
    .map((word, i) => (joined.has(i) ? `${word}-` : `${word} `))
    .join('')
    .trim();
}

/** A scope's first chunks of one kind of page, in the order they were indexed, as candidates no word matched. */
async function firstRows(db: Db, scope: KnowledgeScope, kind: string, limit: number): Promise<HitRow[]> {
  const { rows } = await sql<HitRow>`select ${COLUMNS}, 0 as score
    from knowledge_chunks c where c.scope = ${scopeKey(scope)} and c.kind = ${kind}
    order by c.id limit ${limit}`.execute(db);
  return rows;
}

/** How many pages' legends are read, of the first passages', and how many of their chunks at most. */
const LEGEND_PAGES = 3;
const LEGEND_ROWS = 4;

/**
 * For a question giving a month or an age, the other chunks of the first passages' pages that cover it:
 * a price table names its columns 'Low' and 'Mid' and its page says apart which dates each runs ('Mid:
 * 22 May – 17 July'), which the answer needs to read the column ('in June?').
 */
async function legendRows(db: Db, scope: KnowledgeScope, concepts: Concept[], top: HitRow[]) {
  const given = concepts.filter(givesRange);
  if (given.length === 0) return [];
  const sources = [...new Set(top.map((row) => row.source))].slice(0, LEGEND_PAGES);
  if (sources.length === 0) return [];
  const seen = new Set(top.map((row) => Number(row.id)));
  const { rows } = await sql<HitRow>`select ${COLUMNS}, 0 as score
    from knowledge_chunks c where c.scope = ${scopeKey(scope)} and c.source in (${sql.join(sources)})
    order by c.id`.execute(db);
  return rows
    .filter((row) => !seen.has(Number(row.id)) && given.some((c) => rangeHolds(c, row.text)))
    .slice(0, LEGEND_ROWS);
}

/** The chunks of a scope's contact pages. */
const CONTACT_ROWS = 12;
const contactRows = (db: Db, scope: KnowledgeScope) => firstRows(db, scope, 'contact', CONTACT_ROWS);

/** The first chunks of a scope's home pages (a site is read from its home page, so theirs come first). */
const HOME_ROWS = 8;
const FIRST_CHUNKS = 80;
const homeRows = async (db: Db, scope: KnowledgeScope) =>
  (await firstRows(db, scope, 'page', FIRST_CHUNKS))
    .filter((row) => isHomePage(row.source))
    .slice(0, HOME_ROWS);

const withRows = (rows: HitRow[], more: HitRow[]) => {
  const ids = new Set(rows.map((row) => Number(row.id)));
  return [...rows, ...more.filter((row) => !ids.has(Number(row.id)))];
};

/** A chunk row as a hit with its score. */
export function hitOf(row: HitRow, score: number): KnowledgeHit {
  return {
    chunkId: Number(row.id),
    sourceId: Number(row.source_id),
    text: row.text,
    source: row.source,
    title: row.title,
    heading: row.heading,
    language: row.language,
    kind: row.kind,
    ...(row.published ? { published: Number(row.published) } : {}),
    ...(row.updated ? { updated: Number(row.updated) } : {}),
    score,
  };
}

const scaled = (concept: Concept, factor: number): Concept => ({
  ...concept,
  variants: concept.variants.map((v) => ({ ...v, weight: v.weight * factor })),
});

/** How many of a scope's chunks hold each term, and how many it has: two indexed reads. */
export async function termStats(db: Db, scope: KnowledgeScope, terms: string[]): Promise<TermStats> {
  const owner = scopeColumns(scope);
  const [frequency, total] = await Promise.all([
    termCounts(db, scope, terms),
    db
      .selectFrom('knowledge_sources')
      .select((eb) => eb.fn.sum<number>('chunk_count').as('n'))
      .where(owner.demo_id !== null ? 'demo_id' : 'bot_id', '=', owner.demo_id ?? owner.bot_id ?? '')
      .executeTakeFirst(),
  ]);
  return { chunks: Math.max(Number(total?.n ?? 0), ...frequency.values(), 1), frequency };
}

/** How many chunks of a demo or bot hold each of the terms it holds. */
async function termCounts(db: Db, scope: KnowledgeScope, terms: string[]): Promise<Map<string, number>> {
  const counts = await db
    .selectFrom('knowledge_terms')
    .select(['term', (eb) => eb.fn.sum<number>('chunks').as('n')])
    .where('scope', '=', scopeKey(scope))
    .where('term', 'in', terms)
    .groupBy('term')
    .execute();
  return new Map(counts.map((c) => [c.term, Number(c.n)]));
}

/** Removes every source and chunk of a demo or bot (an expired demo, a deleted bot) at once. */
export async function deleteKnowledge(db: Db, scope: KnowledgeScope): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await deleteScopeChunks(trx, scope);
    await deleteTrainingsOf(trx, scope);
  });
}

function postgresCandidates(
  db: Db,
  scope: KnowledgeScope,
  concepts: Concept[],
  terms: string[],
  stats: TermStats,
  limit: number,
) {
  const searched = candidateTerms(concepts, terms, stats);
  const matches = searched.reduce((sum, term) => sum + (stats.frequency.get(term) ?? 0), 0);
  return postgresSearch(db, scope, searchConcepts(concepts, searched, stats), limit, matches);
}

/**
 * The terms PostgreSQL takes candidates by: a concept's synonyms only when neither its word nor a
 * translation occurs in the knowledge ('bike' for 'bicycle'). Otherwise they would widen every question's
 * matches with the most numerous and weakest terms; the ranking still counts them.
 */
function candidateTerms(concepts: Concept[], terms: string[], stats: TermStats): string[] {
  const wanted = new Set<string>();
  for (const concept of concepts) {
    const occurs = concept.variants.some((v) => isOwnForm(v) && (stats.frequency.get(v.term) ?? 0) > 0);
    for (const v of concept.variants) if (!occurs || isOwnForm(v)) wanted.add(v.term);
  }
  return terms.filter((term) => wanted.has(term));
}

/**
 * Each concept's searched terms in tiers of how much a match counts (its own forms, its translations, its
 * synonyms), with the weight the coverage ranking gives it.
 */
function searchConcepts(concepts: Concept[], terms: string[], stats: TermStats): SearchConcept[] {
  const searched = new Set(terms);
  return concepts.map((concept) => {
    const tiers = new Map<number, Set<string>>();
    for (const v of concept.variants) {
      if (!searched.has(v.term)) continue;
      const tier = tiers.get(v.weight) ?? new Set<string>();
      tiers.set(v.weight, tier.add(v.term));
    }
    const strongest = Math.max(0, ...tiers.keys());
    return {
      tiers: [...tiers].sort(([a], [b]) => b - a).map(([, t]) => [...t]),
      weight: conceptWeight(concept, stats) * strongest,
    };
  });
}
