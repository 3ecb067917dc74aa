import type { GapList } from '@vela/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ask,
  bakeryDocuments,
  type ClientSocket,
  connectChat,
  newVisitorId,
  registerBotOwner,
  seedKnowledge,
} from '../realtime/chat-test.setup.ts';
import { type FakeLlmServer, startFakeLlmServer } from '../test/fake-llm-server.ts';
import { dialects, startTestApp } from '../test/test-app.ts';

/** A model that knows home delivery is one thing however it is asked; anything else means something else. */
const toyEmbedding = (text: string) =>
  /domicilio|a casa|home delivery/i.test(text)
    ? [1, 0, 0]
    : /parcheggi/i.test(text)
      ? [0, 1, 0]
      : [0, 0.6, 0.8];

describe.each(dialects)('knowledge gaps grouped by meaning with EMBEDDINGS_MODEL (%s)', (dialect) => {
  let app: Awaited<ReturnType<typeof startTestApp>>;
  let llm: FakeLlmServer;
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    llm = await startFakeLlmServer();
    llm.embedWith(toyEmbedding);
    // The model declines every question: it cites none of the passages.
    llm.behave({ kind: 'answer', tokens: ['Non ho questa informazione.'] });
    app = await startTestApp(
      dialect,
      {},
      {
        OPENAI_BASE_URL: llm.baseUrl,
        OPENAI_API_KEY: 'test-key',
        OPENAI_MODEL: 'fake-model',
        EMBEDDINGS_MODEL: 'fake-embeddings',
      },
    );
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await app?.stop();
    await llm?.close();
  });

  it('puts wordings of one question in one gap, even without a word in common, and keeps other questions apart', async () => {
    const owner = await registerBotOwner(app.baseUrl, `grouping-${dialect}`);
    await seedKnowledge(app.storage.db, { botId: owner.botId }, bakeryDocuments);
    const visitor = await connectChat(app.baseUrl, {
      botId: owner.botId,
      visitorId: newVisitorId(),
      language: 'it',
    });
    sockets.push(visitor);
    for (const question of [
      'Fate consegne a domicilio?',
      'Mi portate il pane a casa?',
      'Avete un parcheggio?',
    ]) {
      const asked = await ask(visitor, question);
      expect(asked.end?.offerContact).toBe(true);
    }
    const { gaps }: GapList = (await owner.client('GET', '/api/chatbot/gaps')).json();
    expect(gaps.map((g) => [g.question, g.askedCount, g.declinedCount])).toEqual([
      ['Mi portate il pane a casa?', 2, 2],
      ['Avete un parcheggio?', 1, 1],
    ]);
    // Rated down, the answer counts on the gap its question joined.
    const conversations = (await owner.client('GET', '/api/chatbot/conversations')).json().conversations;
    const transcript = (
      await owner.client('GET', `/api/chatbot/conversations/${conversations[0].id}`)
    ).json();
    const answerId = transcript.messages[3].id;
    const rated = await new Promise((resolve) =>
      visitor.emit('feedback', { messageId: answerId, rating: 'down' }, resolve),
    );
    expect(rated).toEqual({ ok: true });
    const after: GapList = (await owner.client('GET', '/api/chatbot/gaps')).json();
    expect(after.gaps.map((g) => [g.question, g.ratedDownCount])).toEqual([
      ['Mi portate il pane a casa?', 1],
      ['Avete un parcheggio?', 0],
    ]);
  });
});
