import { chatTexts, MAX_MESSAGE_LENGTH } from '@vela/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeLlmServer, startFakeLlmServer } from '../test/fake-llm-server.ts';
import { browserLikeClient, dialects, startTestApp } from '../test/test-app.ts';
import { ask, type ClientSocket, connectChat, newVisitorId, seedDemo } from './chat-test.setup.ts';

const en = chatTexts.en;

describe.each(dialects)('what /chat refuses on %s', (dialect) => {
  let app: Awaited<ReturnType<typeof startTestApp>>;
  let llm: FakeLlmServer;
  let demoId: string;
  let botId: string;
  const sockets: ClientSocket[] = [];
  const connect = async (auth: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const socket = await connectChat(app.baseUrl, auth, headers);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    llm = await startFakeLlmServer();
    app = await startTestApp(
      dialect,
      { limits: { chatVisitor: { windowMs: 60_000, limit: 3 }, chatBot: { windowMs: 60_000, limit: 1000 } } },
      { OPENAI_BASE_URL: llm.baseUrl, OPENAI_API_KEY: 'k' },
    );
    demoId = await seedDemo(app.storage.db);
    const client = browserLikeClient(app.baseUrl);
    await client('POST', '/api/register', {
      username: 'origin-owner',
      password: 'secret123',
      email: 'o@shop.test',
    });
    const saved = await client('PUT', '/api/chatbot/settings', {
      allowedOrigins: ['https://shop.example.com'],
    });
    botId = saved.json().botId;
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await app.stop();
    await llm.close();
  });

  const refusal = (auth: Record<string, unknown>, headers: Record<string, string> = {}) =>
    connect(auth, headers).then(
      () => 'connected',
      (err: Error) => err.message,
    );

  it('refuses a handshake without a visitorId, with both ids, or with ids of the wrong type', async () => {
    expect(await refusal({ demoId })).toBe(en.invalidHandshake);
    expect(await refusal({ demoId, botId, visitorId: newVisitorId() })).toBe(en.invalidHandshake);
    expect(await refusal({ demoId: 42, visitorId: newVisitorId() })).toBe(en.invalidHandshake);
    expect(await refusal({})).toBe(en.invalidHandshake);
  });

  it('ignores an unknown language or a malformed conversation id rather than refusing the visitor', async () => {
    expect(await refusal({ demoId, visitorId: newVisitorId(), language: 'de', conversationId: null })).toBe(
      'connected',
    );
    expect(await refusal({ demoId, visitorId: newVisitorId(), conversationId: 'x'.repeat(500) })).toBe(
      'connected',
    );
  });

  it('refuses an unknown demo, an unknown bot, and names them in Italian when asked', async () => {
    expect(await refusal({ demoId: 'no-such-demo', visitorId: newVisitorId() })).toBe(en.unknownDemo);
    expect(await refusal({ botId: 'no-such-bot', visitorId: newVisitorId() })).toBe(en.unknownBot);
    expect(await refusal({ botId: 'no-such-bot', visitorId: newVisitorId(), language: 'it' })).toBe(
      chatTexts.it.unknownBot,
    );
  });

  it('refuses a demo older than 7 days', async () => {
    const old = await seedDemo(app.storage.db);
    await app.storage.db
      .updateTable('demos')
      .set({ created_at: new Date(Date.now() - 8 * 86_400_000).toISOString() })
      .where('id', '=', old)
      .execute();
    expect(await refusal({ demoId: old, visitorId: newVisitorId() })).toBe(en.unknownDemo);
  });

  it("accepts a bot only from its allowed origins (and the product's own pages)", async () => {
    expect(await refusal({ botId, visitorId: newVisitorId() }, { origin: 'https://evil.example.net' })).toBe(
      en.originNotAllowed,
    );
    expect(await refusal({ botId, visitorId: newVisitorId() })).toBe(en.originNotAllowed);
    expect(await refusal({ botId, visitorId: newVisitorId() }, { origin: 'https://shop.example.com' })).toBe(
      'connected',
    );
    expect(await refusal({ botId, visitorId: newVisitorId() }, { origin: app.baseUrl })).toBe('connected');
  });

  it('a demo accepts any origin', async () => {
    expect(
      await refusal({ demoId, visitorId: newVisitorId() }, { origin: 'https://anywhere.example.org' }),
    ).toBe('connected');
  });

  it('refuses empty, blank, too long and mistyped messages in the ack', async () => {
    const socket = await connect({ demoId, visitorId: newVisitorId() });
    expect((await ask(socket, '')).ack).toEqual({ ok: false, error: 'Message is empty' });
    expect((await ask(socket, '   ')).ack).toEqual({ ok: false, error: 'Message is empty' });
    expect((await ask(socket, 'x'.repeat(MAX_MESSAGE_LENGTH + 1))).ack).toEqual({
      ok: false,
      error: `Message is longer than ${MAX_MESSAGE_LENGTH} characters`,
    });
    expect((await ask(socket, 42)).ack.ok).toBe(false);
    expect((await ask(socket, { text: 'nested' })).ack.ok).toBe(false);
    // Still usable afterwards.
    llm.behave({ kind: 'answer', tokens: ['Sì.'] });
    expect((await ask(socket, 'x'.repeat(MAX_MESSAGE_LENGTH))).ack.ok).toBe(true);
  });

  it('refuses a message sent while the reply to the previous one is pending', async () => {
    llm.behave({ kind: 'answer', tokens: ['Un ', 'momento ', 'prego.'], delayMs: 50 });
    const socket = await connect({ demoId, visitorId: newVisitorId() });
    const first = ask(socket, 'Siete aperti la domenica?');
    const second = await new Promise((resolve) => socket.emit('message', { text: 'E il lunedì?' }, resolve));
    expect(second).toEqual({ ok: false, error: en.pending });
    expect((await first).end?.text).toBe('Un momento prego.');
  });

  it('refuses messages over the per-visitor limit, but not another visitor of the same demo', async () => {
    llm.behave({ kind: 'answer', tokens: ['Ok.'] });
    const socket = await connect({ demoId, visitorId: newVisitorId() });
    for (let i = 0; i < 3; i++) expect((await ask(socket, `Domanda ${i}`)).ack.ok).toBe(true);
    expect((await ask(socket, 'Domanda 4')).ack).toEqual({ ok: false, error: en.rateLimited });
    const other = await connect({ demoId, visitorId: newVisitorId() });
    expect((await ask(other, 'Domanda')).ack.ok).toBe(true);
  });
});

/** A demo on a fresh app whose chat limits are `limits`; the app and its model server end after `run`. */
async function withLimits(
  limits: NonNullable<Parameters<typeof startTestApp>[1]>['limits'],
  run: (app: Awaited<ReturnType<typeof startTestApp>>, demoId: string) => Promise<void>,
) {
  const llm = await startFakeLlmServer();
  const app = await startTestApp('sqlite', { limits }, { OPENAI_BASE_URL: llm.baseUrl, OPENAI_API_KEY: 'k' });
  try {
    await run(app, await seedDemo(app.storage.db));
  } finally {
    await app.stop();
    await llm.close();
  }
}

/** Three visitors (each a new id, all from this address) ask once each; their acks. */
async function threeVisitorsAsk(baseUrl: string, demoId: string) {
  const acks = [];
  for (let i = 0; i < 3; i++) {
    const socket = await connectChat(baseUrl, { demoId, visitorId: newVisitorId() });
    acks.push((await ask(socket, 'Orari?')).ack);
    socket.close();
  }
  return acks;
}

describe('the budgets a visitor cannot get round', () => {
  it('refuses messages once the demo or bot as a whole is over its limit', () =>
    withLimits({ chatBot: { windowMs: 60_000, limit: 2 } }, async (app, demoId) => {
      const acks = await threeVisitorsAsk(app.baseUrl, demoId);
      expect(acks.map((a) => a.ok)).toEqual([true, true, false]);
      expect(acks[2]).toEqual({ ok: false, error: en.rateLimited });
    }));

  it('asking over HTTP spends the same per-demo budget as the socket, then answers 429', () =>
    withLimits({ chatBot: { windowMs: 60_000, limit: 2 } }, async (app, demoId) => {
      const socket = await connectChat(app.baseUrl, { demoId, visitorId: newVisitorId() });
      expect((await ask(socket, 'Orari?')).ack.ok).toBe(true);
      socket.close();
      const overHttp = () =>
        fetch(`${app.baseUrl}/api/chatbot-demo/${demoId}/message`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ message: 'Orari?', visitorId: newVisitorId() }),
        });
      expect((await overHttp()).status).toBe(200);
      const refused = await overHttp();
      expect([refused.status, await refused.text()]).toEqual([429, en.rateLimited]);
    }));

  it('a new visitor id for every message still meets the per-address limit', () =>
    withLimits({ chatAddress: { windowMs: 60_000, limit: 2 } }, async (app, demoId) => {
      const acks = await threeVisitorsAsk(app.baseUrl, demoId);
      expect(acks.map((a) => a.ok)).toEqual([true, true, false]);
      expect(acks[2]).toEqual({ ok: false, error: en.rateLimited });
    }));
});
