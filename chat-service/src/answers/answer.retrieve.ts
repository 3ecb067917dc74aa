import type { ChatMessage, Language, Source } from '@vela/contracts';
import type { Db } from '../db/schema.ts';
import { fuseRankings } from '../knowledge/knowledge.fusion.ts';
import { scopeKey } from '../knowledge/knowledge.scope.ts';
import {
  type KnowledgeHit,
  type KnowledgeScope,
  type QuestionSearch,
  searchQuestion,
} from '../knowledge/knowledge.search.ts';
import { answerCues, cueHints, EMAIL, PHONE } from './answer-cues.ts';
import { asksOverview } from './overview.ts';

const PASSAGES = 8;
/**
 * A model reads more than a quote needs: the fused searches give it a dozen passages (about 3,000 tokens of
 * 1,000-character chunks). Ten left the fact out of the prompt for 5.3% of the eval's questions, twelve for
 * 4.5%; more buys little and lengthens every prompt.
 */
const MODEL_PASSAGES = 12;
/**
 * The reader (the extractive writer's judge) reads a wider search than a quote needs, and the chunks of its
 * six best quotes lead the model's passages: over the eval's 861 on-site questions the first passage held the
 * fact for 664 instead of 562 (mean reciprocal rank 0.75 → 0.83) and the twelve for 824 instead of 819.
 * Judging sixteen candidates adds about 25 ms; twenty-four found no more.
 */
const READ_CANDIDATES = 16;
const READ_FIRST = 6;

/** The passages for a question, and its concepts with their weights for judging what answers it. */
export type Retrieval = QuestionSearch;

/**
 * The passages for a question: its best matches, with words of the kind of answer it wants as hints
 * ('prezzo' for 'how much') and chunks holding that kind of answer first. With `previous` (the visitor's
 * earlier question, for a follow-up), its words join at half weight, so 'and on Sunday?' finds the hours.
 */
export async function retrievePassages(
  db: Db,
  scope: KnowledgeScope,
  question: string,
  language?: Language,
  previous?: string,
): Promise<Retrieval> {
  return searchQuestion(db, scope, question, PASSAGES, {
    language,
    hints: cueHints(question),
    home: asksOverview(question),
    boost: answerCues(question),
    context: previous,
  });
}

/** The visitor's previous question in the conversation, if any. */
export function previousQuestion(history: ChatMessage[]): string | undefined {
  return history.filter((m) => m.role === 'user').at(-1)?.content;
}

/**
 * Where a visitor can reach the company: the demo's or bot's contact page (else a page printing an email
 * address and a phone number), in the visitor's language when the site has one in it, else the shortest
 * address.
 */
export async function findContactPage(
  db: Db,
  scope: KnowledgeScope,
  language?: Language,
): Promise<Source | undefined> {
  const pages = await db
    .selectFrom('knowledge_chunks')
    .select(['source', 'title', 'language'])
    .where('scope', '=', scopeKey(scope))
    .where('kind', '=', 'contact')
    .groupBy(['source', 'title', 'language'])
    .limit(50)
    .execute();
  const candidates = pages.length > 0 ? pages : await pagesPrintingContacts(db, scope);
  const best = candidates.sort(
    (a, b) =>
      Number(b.language === language) - Number(a.language === language) ||
      a.source.length - b.source.length ||
      a.source.localeCompare(b.source),
  )[0];
  return best && { url: best.source, title: best.title };
}

/**
 * On a site with no page named for contacts ('Ufficio turistico', 'Info'), the pages printing both an
 * email address and a phone number.
 */
async function pagesPrintingContacts(db: Db, scope: KnowledgeScope) {
  const rows = await db
    .selectFrom('knowledge_chunks')
    .select(['source', 'title', 'language', 'text'])
    .where('scope', '=', scopeKey(scope))
    .where('kind', '=', 'page')
    .where('text', 'like', '%@%')
    .limit(200)
    .execute();
  return rows.filter((row) => EMAIL.test(row.text) && PHONE.test(row.text));
}

/**
 * The passages for a question and its variants (its standalone and translated forms, keyword searches),
 * fused by reciprocal rank. The evidence is the question's own.
 */
export async function retrieveFused(
  db: Db,
  scope: KnowledgeScope,
  [question, ...variants]: [string, ...string[]],
  language?: Language,
  extra: KnowledgeHit[][] = [],
): Promise<Retrieval> {
  const search = (q: string) =>
    searchQuestion(db, scope, q, MODEL_PASSAGES, { language, hints: cueHints(q), boost: answerCues(q) });
  const [asked, ...others] = await Promise.all([search(question), ...variants.map(search)]);
  const lists = [asked.hits, ...others.map((f) => f.hits), ...extra];
  return { ...asked, hits: fuseRankings(lists).slice(0, MODEL_PASSAGES) };
}

/** The candidates the reader judges for the model: the standalone question's best matches. */
export async function retrieveForReading(
  db: Db,
  scope: KnowledgeScope,
  question: string,
  language?: Language,
): Promise<Retrieval> {
  return searchQuestion(db, scope, question, READ_CANDIDATES, {
    language,
    hints: cueHints(question),
    boost: answerCues(question),
  });
}

/**
 * The model's passages: the chunks of the reader's best quotes first (each once, in the order it judged
 * them), then the fused searches' others, twelve in all. The evidence stays the fused retrieval's.
 */
export function readFirst(fused: Retrieval, read: KnowledgeHit[]): Retrieval {
  const first: KnowledgeHit[] = [];
  for (const hit of read) {
    if (first.length === READ_FIRST) break;
    if (!first.some((h) => h.chunkId === hit.chunkId)) first.push(hit);
  }
  const rest = fused.hits.filter((hit) => !first.some((h) => h.chunkId === hit.chunkId));
  return { ...fused, hits: [...first, ...rest].slice(0, MODEL_PASSAGES) };
}

const LANGUAGES_TTL_MS = 60_000;
const languagesCache = new Map<string, { at: number; languages: string[] }>();

/** The languages a demo's or bot's pages are written in, most pages first. */
export async function knowledgeLanguages(db: Db, scope: KnowledgeScope): Promise<string[]> {
  const key = scopeKey(scope);
  const cached = languagesCache.get(key);
  if (cached && Date.now() - cached.at < LANGUAGES_TTL_MS) return cached.languages;
  const rows = await db
    .selectFrom('knowledge_chunks')
    .select(['language', (eb) => eb.fn.countAll<number>().as('n')])
    .where('scope', '=', key)
    .where('language', '!=', '')
    .groupBy('language')
    .execute();
  const languages = rows.sort((a, b) => Number(b.n) - Number(a.n)).map((r) => r.language);
  if (languagesCache.size > 10_000) languagesCache.clear();
  languagesCache.set(key, { at: Date.now(), languages });
  return languages;
}
