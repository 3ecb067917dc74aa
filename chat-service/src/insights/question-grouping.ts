import type { Language } from '@vela/contracts';
import type { Db } from '../db/schema.ts';
import type { TextEmbedder } from '../knowledge/vectors/semantic.setup.ts';
import { findGapByKey, gapVectors } from './gaps.repository.ts';
import { questionKey } from './question-key.ts';

/**
 * How close in meaning (cosine) a question missed must be to an earlier gap's to join it. Wordings of one
 * question sit above it; two questions about one thing ('delivery to Milan', 'delivery to Rome') mostly below.
 */
export const SAME_MEANING = 0.9;
/** A bot's gaps compared with each new miss, the most recent first. */
const MAX_COMPARED = 1000;

/** The key a question is grouped under, and its vector when it starts a gap of its own. */
export interface QuestionGroup {
  key: string;
  vector?: number[];
}

/**
 * Groups a question with the others that ask the same thing: by its stemmed terms, and, with an embeddings
 * model (EMBEDDINGS_MODEL), a miss with no gap of its terms joins the gap nearest in meaning, if near enough.
 * Only misses are embedded: a clear answer needs no gap.
 */
export type QuestionGrouping = (
  botId: string,
  question: string,
  language: Language,
  missed: boolean,
) => Promise<QuestionGroup>;

export function createQuestionGrouping(db: Db, embed: TextEmbedder | undefined): QuestionGrouping {
  return async (botId, question, language, missed) => {
    const key = questionKey(question, language);
    if (!embed || !missed || (await findGapByKey(db, botId, key))) return { key };
    const vector = await embed(question);
    if (!vector) return { key };
    let best: { key: string; similarity: number } | undefined;
    for (const gap of await gapVectors(db, botId, MAX_COMPARED)) {
      const similarity = cosine(vector, parseVector(gap.vector));
      if (similarity >= SAME_MEANING && (!best || similarity > best.similarity))
        best = { key: gap.question_key, similarity };
    }
    return best ? { key: best.key } : { key, vector };
  };
}

function parseVector(json: string | null): number[] {
  try {
    const parsed = JSON.parse(json ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.map(Number) : [];
  } catch {
    return [];
  }
}

function cosine(a: number[], b: number[]): number {
  if (a.length === 0 || a.length !== b.length) return 0;
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    dot += x * y;
    na += x * x;
    nb += y * y;
  }
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}
