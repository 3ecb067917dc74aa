import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask, type ClientSocket, connectChat, newVisitorId, seedDemo } from '../realtime/chat-test.setup.ts';
import { type FakeLlmServer, type LlmRequest, startFakeLlmServer } from '../test/fake-llm-server.ts';
import { dialects, startTestApp } from '../test/test-app.ts';
import { rewritePrompt, searchesOf } from './question.rewrite.ts';

const isRewrite = (req: LlmRequest) => (req.messages[0]?.content ?? '').startsWith('REWRITE');
const json = (value: unknown) => ({ kind: 'answer' as const, tokens: [JSON.stringify(value)] });

describe.each(dialects)('the question rewritten before retrieval (%s)', (dialect) => {
  let app: Awaited<ReturnType<typeof startTestApp>>;
  let llm: FakeLlmServer;
  let socket: ClientSocket;

  beforeAll(async () => {
    llm = await startFakeLlmServer();
    app = await startTestApp(
      dialect,
      { llmIdleTimeoutMs: 2000 },
      { OPENAI_BASE_URL: llm.baseUrl, OPENAI_API_KEY: 'test-key', OPENAI_MODEL: 'fake-model' },
    );
    const demoId = await seedDemo(app.storage.db);
    socket = await connectChat(app.baseUrl, { demoId, visitorId: newVisitorId() });
  });
  afterAll(async () => {
    socket?.close();
    await app?.stop();
    await llm?.close();
  });

  it('asks the model for a standalone question in the pages’ language, and searches with its translation', async () => {
    llm.behave((req) =>
      isRewrite(req)
        ? json({
            standalone: 'Which day is the bakery closed?',
            translations: ['In che giorno il forno è chiuso?'],
            keywords: ['lunedì chiusi riposo'],
          })
        : { kind: 'answer', tokens: ['Closed on Mondays ', '[1].'] },
    );
    const before = llm.requests.length;
    const result = await ask(socket, 'Which weekday do you take off?');
    const [rewrite, answer] = llm.requests.slice(before);
    expect(rewrite && isRewrite(rewrite)).toBe(true);
    expect(rewrite?.messages[0]?.content).toContain('Italian');
    expect(rewrite?.messages.at(-1)).toEqual({ role: 'user', content: 'Which weekday do you take off?' });
    // The Italian translation reaches the Italian page that holds the closed day.
    expect(answer?.messages[0]?.content).toContain('Il lunedì siamo chiusi');
    expect(answer?.messages[0]?.content).toContain('Answer in English');
    expect(result.end?.text).toBe('Closed on Mondays [1].');
    expect(result.end?.sources.map((s) => s.url)).toEqual(['https://bakery.test/orari']);
  });

  it('searches the question as written when the rewrite fails or is not JSON', async () => {
    for (const broken of [
      { kind: 'fail' as const },
      { kind: 'answer' as const, tokens: ['Sure! Here it is'] },
    ]) {
      llm.behave((req) => (isRewrite(req) ? broken : { kind: 'answer', tokens: ['Alle 7:30 ', '[1].'] }));
      const before = llm.requests.length;
      const result = await ask(socket, 'A che ora aprite la domenica?');
      expect(result.end?.text).toBe('Alle 7:30 [1].');
      expect(llm.requests.slice(before).at(-1)?.messages[0]?.content).toContain(
        'domenica apriamo dalle 7:30',
      );
    }
  });

  it('names no source when the model cites none (a decline or small talk)', async () => {
    llm.behave((req) =>
      isRewrite(req)
        ? json({ standalone: 'Ciao!', translations: [], keywords: [] })
        : { kind: 'answer', tokens: ['Ciao! ', 'Come posso aiutarti?'] },
    );
    const result = await ask(socket, 'Ciao!');
    expect(result.end?.text).toBe('Ciao! Come posso aiutarti?');
    expect(result.end?.sources).toEqual([]);
  });
});

describe('rewrite prompt and searches', () => {
  it('names the knowledge’s languages and asks for JSON', () => {
    const prompt = rewritePrompt(['it', 'en']);
    expect(prompt).toMatch(/^REWRITE/);
    expect(prompt).toContain('Italian, English');
    expect(prompt).toContain('JSON');
  });

  it('searches the question first, then each distinct variant once', () => {
    expect(
      searchesOf('E la domenica?', {
        standalone: 'A che ora aprite la domenica?',
        translations: ['What time do you open on Sunday?', 'a che ora aprite la domenica?'],
        keywords: ['orari domenica'],
      }),
    ).toEqual([
      'E la domenica?',
      'A che ora aprite la domenica?',
      'What time do you open on Sunday?',
      'orari domenica',
    ]);
  });
});
