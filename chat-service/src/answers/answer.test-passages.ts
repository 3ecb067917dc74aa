import { type Lexicon, questionConcepts } from '../knowledge/analysis/question.ts';
import type { KnowledgeHit } from '../knowledge/knowledge.search.ts';
import type { WriterRequest } from './answer.types.ts';
import { formsOf, presence } from './evidence.ts';
import { extractiveWriter } from './extractive.writer.ts';

/** Passages and writer calls for the answer tests: a page's passage, and the writer's answer to a question. */
export const hit = (source: string, title: string, text: string, heading = ''): KnowledgeHit => ({
  chunkId: Math.floor(Math.random() * 1e9),
  sourceId: 1,
  source,
  title,
  heading,
  text,
  language: 'it',
  kind: 'page',
  score: 1,
});

export const write = async (
  question: string,
  passages: KnowledgeHit[],
  language: 'it' | 'en' = 'it',
  lexicon: Lexicon = {},
  now?: Date,
) => {
  const tokens: string[] = [];
  const concepts = questionConcepts(question, lexicon);
  const answer = await extractiveWriter.write(
    {
      scope: { demoId: 'd' },
      profile: { name: 'AI Assistant', company: '', language },
      question,
      history: [],
      language,
      passages,
      concepts,
      weights: concepts.map(() => 1),
      found: concepts.map((c) =>
        passages.some((p) => presence(c, formsOf(`${p.title} ${p.heading} ${p.text}`)) > 0),
      ),
      contact: { url: 'https://shop.test/contatti', title: 'Contatti' },
      now,
    },
    (t) => tokens.push(t),
    new AbortController().signal,
  );
  return { ...answer, tokens };
};

/** The writer's answer to an English question, with its concepts weighed as a search of the knowledge would. */
export const writeWeighed = (
  question: string,
  passages: KnowledgeHit[],
  evidence: Pick<WriterRequest, 'concepts' | 'weights' | 'found' | 'asked'>,
  language: 'it' | 'en' = 'en',
) =>
  extractiveWriter.write(
    {
      scope: { demoId: 'd' },
      profile: { name: 'AI Assistant', company: '', language },
      question,
      history: [],
      language,
      passages,
      ...evidence,
      contact: undefined,
    },
    () => {},
    new AbortController().signal,
  );

/**
 * The writer's answer to a follow-up: the question's concepts, then the previous question's at `weights[1]`,
 * with the previous question in the history (the visitor's language `language`).
 */
export const writeFollowUp = (
  question: string,
  previous: string,
  passages: KnowledgeHit[],
  [own, earlier]: [number, number],
  language: 'it' | 'en' = 'en',
  /** Weights of words found on nearly every page ('yoga' on a yoga studio's site), by word. */
  common: Record<string, number> = {},
) => {
  const asked = questionConcepts(question);
  const concepts = [...asked, ...questionConcepts(previous)];
  return extractiveWriter.write(
    {
      scope: { demoId: 'd' },
      profile: { name: 'AI Assistant', company: '', language },
      question,
      history: [{ role: 'user', content: previous, sources: [], timestamp: '2026-11-24T10:00:00.000Z' }],
      language,
      passages,
      concepts,
      weights: concepts.map((c, i) => common[c.word] ?? (i < asked.length ? own : earlier)),
      found: concepts.map(() => true),
      asked: asked.length,
      contact: undefined,
    },
    () => {},
    new AbortController().signal,
  );
};

/** The writer's answer to an English question whose concepts, all held by the knowledge, weigh as given. */
export const writeByWeights = (question: string, passages: KnowledgeHit[], weights: number[]) =>
  writeWeighed(question, passages, {
    concepts: questionConcepts(question),
    weights,
    found: weights.map(() => true),
  });
