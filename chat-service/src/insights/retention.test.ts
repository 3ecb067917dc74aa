import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ConversationPage } from '@vela/contracts';
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
import { dialects, startTestApp } from '../test/test-app.ts';
import { purgeExpired } from './insights.use-case.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(dialects)('the retention period on %s', (dialect) => {
  let app: Awaited<ReturnType<typeof startTestApp>>;
  const sockets: ClientSocket[] = [];
  beforeAll(async () => {
    app = await startTestApp(dialect, { webhookRetry: { attempts: 2, retryDelayMs: 50 } });
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await app.stop();
  });

  const converse = async (botId: string, question: string) => {
    const socket = await connectChat(app.baseUrl, { botId, visitorId: newVisitorId() });
    sockets.push(socket);
    const asked = await ask(socket, question);
    if (!asked.ack.ok) throw new Error('not acked');
    return asked.ack.conversationId;
  };
  /** Moves a conversation, and what it gathered, `days` into the past. */
  const age = async (botId: string, conversationId: string, days: number) => {
    const at = new Date(Date.now() - days * DAY_MS).toISOString();
    const { db } = app.storage;
    await db
      .updateTable('conversations')
      .set({ created_at: at, updated_at: at })
      .where('id', '=', conversationId)
      .execute();
    await db
      .updateTable('knowledge_gaps')
      .set({ last_asked_at: at })
      .where('conversation_id', '=', conversationId)
      .execute();
    await db
      .updateTable('chat_daily')
      .set({ day: at.slice(0, 10) })
      .where('bot_id', '=', botId)
      .where('label', 'like', '%lievito%')
      .execute();
  };

  it('deletes what each bot gathered before its own period, and keeps the rest', async () => {
    const short = await registerBotOwner(app.baseUrl, `retention-short-${dialect}`);
    const long = await registerBotOwner(app.baseUrl, `retention-long-${dialect}`);
    expect((await short.client('PUT', '/api/chatbot/settings', { retentionDays: 7 })).status).toBe(200);
    expect((await short.client('PUT', '/api/chatbot/settings', { retentionDays: 8 })).status).toBe(400);
    for (const { botId } of [short, long]) await seedKnowledge(app.storage.db, { botId }, bakeryDocuments);

    const oldShort = await converse(short.botId, 'Vendete lievito madre?');
    const newShort = await converse(short.botId, 'Quando siete aperti?');
    const oldLong = await converse(long.botId, 'Vendete lievito madre?');
    await age(short.botId, oldShort, 10);
    await age(long.botId, oldLong, 10);

    await purgeExpired(app.storage.db);

    const ids = async (client: typeof short.client) =>
      ((await client('GET', '/api/chatbot/conversations')).json() as ConversationPage).conversations.map(
        (c) => c.id,
      );
    // Seven days: the ten-day-old conversation went; ninety days (the default): it stays.
    expect(await ids(short.client)).toEqual([newShort]);
    expect(await ids(long.client)).toEqual([oldLong]);
    const messages = await app.storage.db
      .selectFrom('chat_messages')
      .select('id')
      .where('conversation_id', '=', oldShort)
      .execute();
    expect(messages).toEqual([]);
    const gaps = (await short.client('GET', '/api/chatbot/gaps')).json().gaps as { question: string }[];
    expect(gaps.map((g) => g.question)).not.toContain('Vendete lievito madre?');
    expect((await long.client('GET', '/api/chatbot/gaps')).json().gaps).toHaveLength(1);
    const topShort = (await short.client('GET', '/api/chatbot/analytics?days=90')).json().topQuestions;
    expect(topShort.map((q: { question: string }) => q.question)).toEqual(['Quando siete aperti?']);
  });

  it('never posts a lead to a private address unless told to', async () => {
    let calls = 0;
    const receiver = createServer((_req, res) => {
      calls++;
      res.end();
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const { port } = receiver.address() as AddressInfo;
    const bot = await registerBotOwner(app.baseUrl, `webhook-private-${dialect}`);
    const saved = await bot.client('PUT', '/api/chatbot/settings', {
      webhookUrl: `http://127.0.0.1:${port}/hook`,
    });
    expect(saved.status).toBe(200);
    expect((await bot.client('PUT', '/api/chatbot/settings', { webhookUrl: 'ftp://x.test/' })).status).toBe(
      400,
    );
    const socket = await connectChat(app.baseUrl, { botId: bot.botId, visitorId: newVisitorId() });
    sockets.push(socket);
    expect((await ask(socket, 'Can you call me back?')).end?.offerContact).toBe(true);
    const ack = await new Promise((resolve) =>
      socket.emit('lead', { name: 'Ada', contact: '+39 333 1234567', consent: true }, resolve),
    );
    expect(ack).toEqual({ ok: true });
    // Once the details are left, a later miss in the conversation no longer offers the form.
    const after = await ask(socket, 'Do you rent bicycles?');
    expect(after.end?.text).toMatch(/^I'm sorry/);
    expect(after.end?.offerContact).toBeUndefined();
    const end = Date.now() + 15_000;
    let status = '';
    while (Date.now() < end && status !== 'failed') {
      status = (await bot.client('GET', '/api/chatbot/leads')).json().leads[0]?.webhook;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe('failed');
    expect(calls).toBe(0);
    receiver.close();
  });
});
