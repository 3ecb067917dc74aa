import { CHAT_ERROR_TEXT } from '@vela/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeLlmServer, startFakeLlmServer } from '../test/fake-llm-server.ts';
import { dialects, startTestApp } from '../test/test-app.ts';
import { ask, type ClientSocket, connectChat, newVisitorId, seedDemo } from './chat-test.setup.ts';

describe.each(dialects)('generative answers over /chat on %s', (dialect) => {
  let app: Awaited<ReturnType<typeof startTestApp>>;
  let llm: FakeLlmServer;
  let demoId: string;
  const sockets: ClientSocket[] = [];
  const connect = async (auth: Record<string, unknown>, onHistory?: (e: unknown) => void) => {
    const socket = await connectChat(app.baseUrl, auth, {}, onHistory);
    sockets.push(socket);
    return socket;
  };
  const rowCount = async (table: 'chat_messages' | 'conversations') =>
    Number(
      (
        await app.storage.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  /** Messages and conversations together: a failed answer must leave neither. */
  const messageCount = async () => `${await rowCount('chat_messages')}/${await rowCount('conversations')}`;

  beforeAll(async () => {
    llm = await startFakeLlmServer();
    app = await startTestApp(
      dialect,
      { llmIdleTimeoutMs: 400 },
      { OPENAI_BASE_URL: llm.baseUrl, OPENAI_API_KEY: 'test-key', OPENAI_MODEL: 'fake-model' },
    );
    demoId = await seedDemo(app.storage.db);
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await app.stop();
    await llm.close();
  });

  it('sends the retrieved passages to the model and streams its tokens to the socket in order', async () => {
    const tokens = ['La ', 'domenica ', 'apriamo ', 'dalle ', '7:30 ', 'alle ', '13:00 ', '[1].'];
    llm.behave({ kind: 'answer', tokens, delayMs: 2 });
    const socket = await connect({ demoId, visitorId: newVisitorId() });
    const result = await ask(socket, 'A che ora aprite la domenica?');
    expect(result.ack).toMatchObject({
      ok: true,
      conversationId: expect.any(String),
      messageId: expect.any(String),
    });
    expect(result.tokens).toEqual(tokens);
    expect(result.end?.text).toBe(tokens.join(''));
    expect(result.end?.sources).toEqual([{ url: 'https://bakery.test/orari', title: 'Orari di apertura' }]);
    const request = llm.requests.at(-1);
    expect(request?.stream).toBe(true);
    expect(request?.model).toBe('fake-model');
    const system = request?.messages[0]?.content ?? '';
    expect(system).toContain('La domenica apriamo dalle 7:30 alle 13:00');
    expect(system).toContain('Italian');
    expect(request?.messages.at(-1)).toEqual({ role: 'user', content: 'A che ora aprite la domenica?' });
  });

  it('answers in English when asked in English, and the previous turns reach the model', async () => {
    llm.behave({ kind: 'answer', tokens: ['We are ', 'closed on Monday.'] });
    const socket = await connect({ demoId, visitorId: newVisitorId() });
    const first = await ask(socket, 'When are you open on Sunday?');
    expect(first.ack.ok).toBe(true);
    const second = await ask(socket, 'And what about Monday?');
    const request = llm.requests.at(-1);
    expect(request?.messages[0]?.content).toContain('Answer in English');
    expect(request?.messages.slice(1).map((m) => m.content)).toEqual([
      'When are you open on Sunday?',
      'We are closed on Monday.',
      'And what about Monday?',
    ]);
    expect(second.ack).toMatchObject({
      ok: true,
      conversationId: first.ack.ok ? first.ack.conversationId : '',
    });
  });

  it('a reconnect naming the conversation gets its history; another visitor naming it gets nothing', async () => {
    llm.behave({ kind: 'answer', tokens: ['Via dei Mulini 14 [1].'] });
    const visitorId = newVisitorId();
    const first = await connect({ demoId, visitorId });
    const result = await ask(first, "Qual è l'indirizzo?");
    if (!result.ack.ok) throw new Error('refused');
    first.close();
    const history = new Promise((resolve) => {
      void connect(
        { demoId, visitorId, conversationId: result.ack.ok ? result.ack.conversationId : '' },
        resolve,
      );
    });
    await expect(history).resolves.toMatchObject({
      conversationId: result.ack.conversationId,
      messages: [
        { role: 'user', content: "Qual è l'indirizzo?", sources: [] },
        {
          role: 'assistant',
          content: 'Via dei Mulini 14 [1].',
          sources: [{ url: 'https://bakery.test/contatti' }],
        },
      ],
    });
    let leaked = false;
    const stranger = await connect(
      { demoId, visitorId: newVisitorId(), conversationId: result.ack.conversationId },
      () => {
        leaked = true;
      },
    );
    const own = await ask(stranger, 'Avete il parcheggio?', result.ack.conversationId);
    expect(own.ack.ok && own.ack.conversationId).not.toBe(result.ack.conversationId);
    expect(leaked).toBe(false);
  });

  it('when the model fails, the socket gets the error text and nothing is stored', async () => {
    llm.behave({ kind: 'fail' });
    const socket = await connect({ demoId, visitorId: newVisitorId() });
    const before = await messageCount();
    const result = await ask(socket, 'Quanto costa il pane?');
    expect(result.ack.ok).toBe(true);
    expect(result.error).toBe(CHAT_ERROR_TEXT);
    expect(await messageCount()).toBe(before);
  });

  it('over HTTP, a failing model answers 503 with the error text and stores nothing; a working one answers with sources', async () => {
    llm.behave({ kind: 'fail' });
    const before = await messageCount();
    const failed = await fetch(`${app.baseUrl}/api/chatbot-demo/${demoId}/message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Orari della domenica?', visitorId: newVisitorId() }),
    });
    expect([failed.status, await failed.text()]).toEqual([503, CHAT_ERROR_TEXT]);
    expect(await messageCount()).toBe(before);
    llm.behave({ kind: 'answer', tokens: ['Dalle 7:30 ', 'alle 13:00 [1].'] });
    const ok = await fetch(`${app.baseUrl}/api/chatbot-demo/${demoId}/message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Orari della domenica?' }),
    });
    expect(await ok.json()).toMatchObject({
      success: true,
      answer: 'Dalle 7:30 alle 13:00 [1].',
      sources: [{ url: 'https://bakery.test/orari' }],
    });
  });

  it('when the model hangs mid-answer, the socket gets the error text after the timeout and nothing is stored', async () => {
    llm.behave({ kind: 'hang', afterTokens: ['Il pane ', 'costa '] });
    const socket = await connect({ demoId, visitorId: newVisitorId() });
    const before = await messageCount();
    const result = await ask(socket, 'Quanto costa il pane?');
    // What the model sent before it hung reaches the visitor (tokens of one packet may travel together).
    expect(result.tokens.join('')).toBe('Il pane costa ');
    expect(result.error).toBe(CHAT_ERROR_TEXT);
    expect(await messageCount()).toBe(before);
    // The visitor can ask again once the failed answer is over.
    llm.behave({ kind: 'answer', tokens: ['4,50 € al chilo.'] });
    expect((await ask(socket, 'Quanto costa il pane?')).end?.text).toBe('4,50 € al chilo.');
  });

  it('rewrites and searches a question once for visitors asking it at the same time, and answers each of them', async () => {
    llm.behave({ kind: 'answer', tokens: ['Apriamo ', 'alle ', '7:30 ', '[1].'], delayMs: 5 });
    const visitors = await Promise.all(
      Array.from({ length: 4 }, () => connect({ demoId, visitorId: newVisitorId() })),
    );
    const before = llm.requests.length;
    const question = 'A che ora apre il forno il sabato mattina?';
    const answers = await Promise.all(visitors.map((socket) => ask(socket, question)));
    for (const answer of answers) expect(answer.end?.text).toBe('Apriamo alle 7:30 [1].');
    const calls = llm.requests.slice(before);
    const rewrites = calls.filter((r) => r.messages[0]?.content.includes('REWRITE') ?? false);
    expect(rewrites).toHaveLength(1);
    expect(calls).toHaveLength(1 + visitors.length);
  });
});
