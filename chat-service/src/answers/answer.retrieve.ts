import type { ChatMessage, Language, Source } from '@vela/contracts';
import type { Db } from '../db/database.ts';
import { scopeKey } from '../knowledge/knowledge.scope.ts';
import { type KnowledgeScope, type QuestionSearch, searchQuestion } from '../knowledge/knowledge.search.ts';
import { answerCues, cueHints } from './answer-cues.ts';

const PASSAGES = 8;

/** The passages for a question, and its concepts with their weights for judging what answers it. */
export interface Retrieval extends QuestionSearch {}

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
    boost: answerCues(question),
    context: previous,
  });
}

/** The visitor's previous question in the conversation, if any. */
export function previousQuestion(history: ChatMessage[]): string | undefined {
  return history.filter((m) => m.role === 'user').at(-1)?.content;
}

/**
 * Where a visitor can reach the company: the demo's or bot's contact page, in the visitor's language
 * when the site has one in it, else the shortest contact address.
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
  const ranked = pages.sort(
    (a, b) =>
      Number(b.language === language) - Number(a.language === language) ||
      a.source.length - b.source.length ||
      a.source.localeCompare(b.source),
  );
  const page = ranked[0];
  return page && { url: page.source, title: page.title };
}
