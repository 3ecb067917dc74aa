import type { IngestedDocument } from '@vela/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../db/database.ts';
import type { KnowledgeHit } from '../knowledge/knowledge.search.ts';
import { openTestStorage } from '../knowledge/knowledge.test-storage.ts';
import { indexDocuments } from '../knowledge/knowledge.use-case.ts';
import { type FakeLlmServer, startFakeLlmServer } from '../test/fake-llm-server.ts';
import { groundedLlm, promptPassages } from '../test/grounded-llm.ts';
import { dialects } from '../test/test-app.ts';
import { insertTraining } from '../trainings/training.repository.ts';
import { type AnswerEngine, createAnswerEngine } from './answer.engine.ts';
import { type Retrieval, readFirst } from './answer.retrieve.ts';

const hitNumbered = (chunkId: number): KnowledgeHit => ({
  chunkId,
  sourceId: chunkId,
  text: `Passage ${chunkId}.`,
  source: `https://cafe.test/${chunkId}`,
  title: `Page ${chunkId}`,
  heading: '',
  language: 'en',
  kind: 'page',
  score: 1,
});

describe('the passages a model reads', () => {
  it('opens with the chunks of the reader’s best quotes, each once, then the fused searches’ others, twelve in all', () => {
    const fused: Retrieval = {
      hits: Array.from({ length: 12 }, (_, i) => hitNumbered(i + 1)),
      concepts: [],
      weights: [],
      found: [],
      asked: 0,
    };
    // The reader quotes two sentences of chunk 20, then chunks 3, 21, 22, 23 and 24: six chunks lead.
    const read = [20, 20, 3, 21, 22, 23, 24, 25].map(hitNumbered);
    expect(readFirst(fused, read).hits.map((h) => h.chunkId)).toEqual([
      20, 3, 21, 22, 23, 24, 1, 2, 4, 5, 6, 7,
    ]);
  });
});

const page = (path: string, title: string, text: string): IngestedDocument => ({
  source: `https://cafe.test${path}`,
  title,
  text,
  language: 'en',
});

describe.each(dialects)('the generative answer’s passages (%s)', (dialect) => {
  let storage: Storage;
  let llm: FakeLlmServer;
  let engine: AnswerEngine;
  const scope = { demoId: `read-first-${dialect}` };
  beforeAll(async () => {
    storage = await openTestStorage(dialect);
    llm = await startFakeLlmServer();
    llm.behave(groundedLlm);
    const training = await insertTraining(storage.db, scope, { kind: 'crawl', label: 'cafe', input: '{}' });
    await indexDocuments(storage.db, training.id, [
      // Last year's post says it in the same words as the page, and is indexed first.
      page(
        '/news/new-opening-hours-2025',
        'New opening hours for 2025',
        '# New opening hours for 2025\n\n3 March 2025\n\nFrom this spring the café opens at 8:00 and closes at 16:00, Monday to Saturday.',
      ),
      page('/cafe', 'Café', '# Café\n\nThe café opens at 7:30 and closes at 17:00, Monday to Saturday.'),
      ...['Espresso', 'Filter', 'Decaf', 'Wholesale', 'Shipping', 'Gift cards'].map((title, i) =>
        page(`/page-${i}`, title, `# ${title}\n\n${title} from our roastery in Leeds, sent within 48 hours.`),
      ),
    ]);
    engine = createAnswerEngine(
      storage.db,
      {
        generativeAnswers: true,
        OPENAI_BASE_URL: llm.baseUrl,
        OPENAI_API_KEY: 'test-key',
        OPENAI_MODEL: 'grounded',
      },
      { now: () => new Date('2026-11-24T10:00:00Z') },
    );
  });
  afterAll(async () => {
    await llm?.close();
    await storage?.close();
  });

  it('gives the model first the passage the reader would quote: this year’s page before last year’s post', async () => {
    const before = llm.requests.length;
    const answer = await engine.answer(
      {
        scope,
        profile: { name: 'AI Assistant', company: '', language: 'en' },
        question: 'What time does the café open?',
        history: [],
      },
      () => {},
    );
    const prompt = llm.requests.slice(before).find((req) => promptPassages(req).length > 0);
    const passages = prompt ? promptPassages(prompt) : [];
    expect(passages[0]?.url).toBe('https://cafe.test/cafe');
    expect(passages.map((p) => p.url)).toContain('https://cafe.test/news/new-opening-hours-2025');
    expect(answer.text).toContain('7:30');
  });
});
