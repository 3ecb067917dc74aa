import type { ChatMessage, Source } from '@vela/contracts';
import type { Db } from '../db/database.ts';
import { type KnowledgeHit, type KnowledgeScope, searchKnowledge } from '../knowledge/knowledge.search.ts';
import { fold, stopwords } from '../knowledge/stopwords.ts';
import { cueHints } from './answer-cues.ts';

const PASSAGES = 6;
const MAX_PASSAGES = 10;

/**
 * The passages for a question: the best matches of the question itself first, then those found with
 * words of the kind of answer it wants ('prezzo' for 'how much'), then those of the question read with
 * the visitor's previous one, so 'and on Sunday?' still finds the hours.
 */
export async function retrievePassages(
  db: Db,
  scope: KnowledgeScope,
  question: string,
  history: ChatMessage[],
): Promise<KnowledgeHit[]> {
  const previous = history.filter((m) => m.role === 'user').at(-1)?.content;
  const hints = cueHints(question);
  const queries = [question, hints && `${question} ${hints}`, previous && `${question} ${previous}`];
  const found: KnowledgeHit[] = [];
  for (const query of queries) {
    if (!query) continue;
    const seen = new Set(found.map((h) => h.chunkId));
    found.push(...(await searchKnowledge(db, scope, query, PASSAGES)).filter((h) => !seen.has(h.chunkId)));
  }
  return found.slice(0, MAX_PASSAGES);
}

/** Where a visitor can reach the company: the demo's or bot's contact page, when it has one. */
export async function findContactPage(db: Db, scope: KnowledgeScope): Promise<Source | undefined> {
  const hits = await searchKnowledge(
    db,
    scope,
    'contatti contattaci contact contacts email telefono phone',
    8,
  );
  const page = hits.find((h) => /contatt|contact/i.test(`${h.source} ${h.title}`));
  return page && { url: page.source, title: page.title };
}

/** Folded words of a text, for matching against question terms. */
export function wordsOf(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The question's own words worth matching: folded, without stopwords, each once. */
function contentWords(question: string): string[] {
  const words = wordsOf(question).filter((w) => w.length > 1 || /\d/.test(w));
  const content = words.filter((w) => !stopwords.has(w));
  return [...new Set(content.length > 0 ? content : words)];
}

/**
 * The same word in another form: 'ordinare' and 'ordina', 'pizze' and 'pizza', 'orari' and 'orario',
 * but not 'costa' and 'costruito' (a long tail means another word).
 */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 3) return false;
  const shorter = Math.min(a.length, b.length);
  let common = 0;
  while (common < shorter && a[common] === b[common]) common++;
  return (shorter >= 4 && common >= shorter - 1) || (common >= 5 && common >= shorter - 2);
}

/** Counts how many of the question's words appear among `words`, in any form. */
export function termMatcher(question: string) {
  const terms = contentWords(question);
  return {
    count: terms.length,
    matched(words: string[]): number {
      return terms.filter((t) => words.some((w) => sameWord(t, w))).length;
    },
  };
}
