import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  BotAnalytics,
  ChatAck,
  ChatLeadList,
  ConversationPage,
  ConversationTranscript,
  GapAnswerResult,
  GapList,
  LeadWebhookPayload,
} from '@vela/contracts';
import { insightsMessages } from '@vela/contracts';
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
import { browserLikeClient, dialects, startTestApp } from '../test/test-app.ts';

const ADMIN = { username: 'cockpit-admin', password: 'cockpit-admin-pass' };
const PAGE = 'https://bakery.test/prodotti';

/** A local webhook receiver: answers each delivery with the next status of `statuses` (then 200). */
async function webhookReceiver(statuses: number[]) {
  const received: { body: string; headers: IncomingMessage['headers'] }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      received.push({ body, headers: req.headers });
      res.statusCode = statuses.shift() ?? 200;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks/vela`, received, close: () => server.close() };
}

const emitAck = (socket: ClientSocket, event: 'feedback' | 'lead' | 'forget', payload: unknown) =>
  new Promise<ChatAck>((resolve) =>
    (socket.emit as (e: string, p: unknown, ack: (r: ChatAck) => void) => void)(event, payload, resolve),
  );

const until = async (check: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000) => {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe.each(dialects)("the client's cockpit on %s", (dialect) => {
  let app: Awaited<ReturnType<typeof startTestApp>>;
  let owner: Awaited<ReturnType<typeof registerBotOwner>>;
  let stranger: Awaited<ReturnType<typeof registerBotOwner>>;
  let admin: ReturnType<typeof browserLikeClient>;
  let hook: Awaited<ReturnType<typeof webhookReceiver>>;
  const sockets: ClientSocket[] = [];
  const connect = async (auth: Record<string, unknown>) => {
    const socket = await connectChat(app.baseUrl, auth);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    hook = await webhookReceiver([500]);
    app = await startTestApp(
      dialect,
      { webhookRetry: { attempts: 3, retryDelayMs: 50 } },
      { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, WEBHOOK_ALLOW_PRIVATE_HOSTS: '1' },
    );
    owner = await registerBotOwner(app.baseUrl, `cockpit-owner-${dialect}`);
    stranger = await registerBotOwner(app.baseUrl, `cockpit-stranger-${dialect}`);
    admin = browserLikeClient(app.baseUrl);
    await admin('POST', '/api/login', ADMIN);
    await seedKnowledge(app.storage.db, { botId: owner.botId }, bakeryDocuments);
    const saved = await owner.client('PUT', '/api/chatbot/settings', { webhookUrl: hook.url });
    expect(saved.status).toBe(200);
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    hook.close();
    await app.stop();
  });

  it('records each answer with its outcome, takes ratings and a lead, and shows them to the owner only', async () => {
    const visitorId = newVisitorId();
    const visitor = await connect({ botId: owner.botId, visitorId, language: 'it', page: PAGE });
    const answered = await ask(visitor, 'A che ora apre il forno il sabato?');
    expect(answered.end?.sources.map((s) => s.url)).toEqual(['https://bakery.test/orari']);
    expect(answered.end?.offerContact).toBeUndefined();
    const declined = await ask(visitor, 'Fate torte senza glutine per i matrimoni?');
    expect(declined.end?.offerContact).toBe(true);
    const asked = await ask(visitor, 'Vorrei un preventivo per un rinfresco');
    expect(asked.end?.offerContact).toBe(true);
    if (!answered.ack.ok || !declined.ack.ok) throw new Error('not acked');

    expect(await emitAck(visitor, 'feedback', { messageId: answered.ack.messageId, rating: 'up' })).toEqual({
      ok: true,
    });
    expect(
      await emitAck(visitor, 'feedback', {
        messageId: declined.ack.messageId,
        rating: 'down',
        comment: 'Serve saperlo!',
      }),
    ).toEqual({ ok: true });
    expect(await emitAck(visitor, 'feedback', { messageId: 'not-an-answer', rating: 'down' })).toEqual({
      ok: false,
      error: insightsMessages.it.answerNotFound,
    });
    expect(await emitAck(visitor, 'lead', { name: 'Anna', contact: 'not a contact', consent: true })).toEqual(
      {
        ok: false,
        error: insightsMessages.it.leadContactInvalid,
      },
    );
    expect(
      await emitAck(visitor, 'lead', { name: 'Anna', contact: 'anna@example.com', consent: false }),
    ).toEqual({
      ok: false,
      error: insightsMessages.it.leadConsentRequired,
    });
    expect(
      await emitAck(visitor, 'lead', { name: 'Anna Neri', contact: 'anna@example.com', consent: true }),
    ).toEqual({
      ok: true,
    });
    expect(
      await emitAck(visitor, 'lead', { name: 'Anna Neri', contact: 'anna@example.com', consent: true }),
    ).toEqual({
      ok: false,
      error: insightsMessages.it.leadAlreadySent,
    });

    const page: ConversationPage = (await owner.client('GET', '/api/chatbot/conversations')).json();
    expect(page.total).toBe(1);
    expect(page.conversations[0]).toMatchObject({
      language: 'it',
      page: PAGE,
      firstQuestion: 'A che ora apre il forno il sabato?',
      questions: 3,
      declined: 2,
      ratedUp: 1,
      ratedDown: 1,
      hasLead: true,
    });
    const id = page.conversations[0]?.id ?? '';
    const transcript: ConversationTranscript = (
      await owner.client('GET', `/api/chatbot/conversations/${id}`)
    ).json();
    expect(transcript.messages.map((m) => [m.role, m.outcome ?? null, m.rating ?? null])).toEqual([
      ['user', null, null],
      ['assistant', 'answered', 'up'],
      ['user', null, null],
      ['assistant', 'declined', 'down'],
      ['user', null, null],
      ['assistant', 'declined', null],
    ]);
    expect(transcript.messages[3]?.comment).toBe('Serve saperlo!');
    expect(transcript.messages[1]?.evidence).toBeGreaterThan(0.4);
    expect(transcript.lead).toMatchObject({ name: 'Anna Neri', email: 'anna@example.com', page: PAGE });

    // Filters, searched on the server.
    const list = async (query: string) =>
      ((await owner.client('GET', `/api/chatbot/conversations?${query}`)).json() as ConversationPage).total;
    expect(await list('filter=declined')).toBe(1);
    expect(await list('filter=answered')).toBe(0);
    expect(await list('filter=lead&language=it')).toBe(1);
    expect(await list('language=en')).toBe(0);
    expect(await list('search=GLUTINE')).toBe(1);
    expect(await list('search=biciclette')).toBe(0);
    expect(await list(`from=${new Date().toISOString().slice(0, 10)}`)).toBe(1);
    expect(await list('to=2020-01-01')).toBe(0);
    expect((await owner.client('GET', '/api/chatbot/conversations?filter=everything')).status).toBe(400);
    expect((await owner.client('GET', '/api/chatbot/conversations?from=yesterday')).status).toBe(400);

    // Another client sees none of it, and can delete none of it.
    expect(
      ((await stranger.client('GET', '/api/chatbot/conversations')).json() as ConversationPage).total,
    ).toBe(0);
    expect((await stranger.client('GET', `/api/chatbot/conversations/${id}`)).status).toBe(404);
    expect((await stranger.client('DELETE', `/api/chatbot/conversations/${id}`)).status).toBe(404);
    expect(((await stranger.client('GET', '/api/chatbot/leads')).json() as ChatLeadList).leads).toEqual([]);
    expect((await stranger.client('GET', `/api/admin/bots/${owner.botId}/conversations`)).status).toBe(403);
    expect((await browserLikeClient(app.baseUrl)('GET', '/api/chatbot/conversations')).status).toBe(401);

    // The admin sees every bot.
    const bots = (await admin('GET', '/api/admin/bots')).json() as {
      bots: { id: string; conversations: number }[];
    };
    expect(bots.bots.find((b) => b.id === owner.botId)?.conversations).toBe(1);
    expect(
      (await admin('GET', `/api/admin/bots/${owner.botId}/conversations/${id}`)).json().messages,
    ).toHaveLength(6);
    const adminLeads = (await admin('GET', '/api/admin/leads')).json().leads as {
      source: string;
      bot?: unknown;
    }[];
    expect(adminLeads.find((l) => l.source === 'chat')).toMatchObject({
      name: 'Anna Neri',
      bot: { id: owner.botId, conversationId: id },
    });

    // The webhook failed once, was retried, and received the lead signed with the bot's secret.
    await until(async () => {
      const leads = ((await owner.client('GET', '/api/chatbot/leads')).json() as ChatLeadList).leads;
      return leads[0]?.webhook === 'delivered';
    }, 'the webhook delivery');
    expect(hook.received.length).toBe(2);
    const { webhookSecret } = (await owner.client('GET', '/api/chatbot/settings')).json();
    const delivery = hook.received[1];
    const expected = `sha256=${createHmac('sha256', webhookSecret)
      .update(delivery?.body ?? '')
      .digest('hex')}`;
    expect(delivery?.headers['x-vela-signature']).toBe(expected);
    expect(delivery?.headers['x-vela-delivery']).toBe(hook.received[0]?.headers['x-vela-delivery']);
    const payload = JSON.parse(delivery?.body ?? '{}') as LeadWebhookPayload;
    expect(payload.lead).toMatchObject({ name: 'Anna Neri', email: 'anna@example.com', page: PAGE });
    expect(payload.transcript.map((m) => m.content)[0]).toBe('A che ora apre il forno il sabato?');

    // CSV exports.
    const csv = await owner.client('GET', '/api/chatbot/conversations.csv?filter=lead');
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.text).toContain('"A che ora apre il forno il sabato?"');
    expect((await owner.client('GET', '/api/chatbot/leads.csv')).text).toContain('"anna@example.com"');
  });

  it('turns misses into gaps the client can answer in one step, or dismiss', async () => {
    const visitor = await connect({ botId: owner.botId, visitorId: newVisitorId(), language: 'it' });
    await ask(visitor, 'Fate consegne a domicilio?');
    await ask(visitor, 'Consegne a domicilio, le fate?');
    await ask(visitor, 'Avete parcheggio per i clienti?');

    const open: GapList = (await owner.client('GET', '/api/chatbot/gaps')).json();
    const delivery = open.gaps.find((g) => g.question === 'Consegne a domicilio, le fate?');
    expect(delivery).toMatchObject({ askedCount: 2, declinedCount: 2, status: 'open' });
    expect(open.gaps.some((g) => g.question.includes('glutine') && g.ratedDownCount === 1)).toBe(true);
    expect(open.openCount).toBe(open.gaps.length);
    expect((await owner.client('GET', '/api/chatbot/insights')).json().openGaps).toBe(open.openCount);
    expect((await stranger.client('GET', '/api/chatbot/gaps')).json().gaps).toEqual([]);
    expect((await stranger.client('POST', `/api/chatbot/gaps/${delivery?.id}/dismiss`)).status).toBe(404);

    expect(
      (await owner.client('POST', `/api/chatbot/gaps/${delivery?.id}/answer`, { answer: ' ' })).status,
    ).toBe(400);
    const fixed = await owner.client('POST', `/api/chatbot/gaps/${delivery?.id}/answer`, {
      answer:
        'Sì, facciamo consegne a domicilio in tutta Bologna dal martedì al sabato, gratis sopra i 30 euro.',
    });
    expect(fixed.status).toBe(200);
    const result = fixed.json() as GapAnswerResult;
    expect(result.gap.status).toBe('answered');
    expect(result.reply.outcome).not.toBe('declined');
    expect(result.reply.text).toContain('30 euro');
    // The visitor's next ask gets that answer too.
    const again = await ask(visitor, 'Fate consegne a domicilio?');
    expect(again.end?.text).toContain('30 euro');

    const parking = open.gaps.find((g) => g.question.includes('parcheggio'));
    const dismissed = await owner.client('POST', `/api/chatbot/gaps/${parking?.id}/dismiss`);
    expect(dismissed.json().gap.status).toBe('dismissed');
    const stillOpen: GapList = (await owner.client('GET', '/api/chatbot/gaps')).json();
    expect(stillOpen.gaps.map((g) => g.id)).not.toContain(parking?.id);
    expect(stillOpen.gaps.map((g) => g.id)).not.toContain(delivery?.id);
    const done: GapList = (await owner.client('GET', '/api/chatbot/gaps?status=answered')).json();
    expect(done.gaps.map((g) => g.id)).toContain(delivery?.id);
  });

  it('computes the analytics of a period', async () => {
    const res = await owner.client('GET', '/api/chatbot/analytics?days=7');
    expect(res.status).toBe(200);
    const analytics = res.json() as BotAnalytics;
    expect(analytics.series).toHaveLength(7);
    expect(analytics.series.at(-1)?.day).toBe(new Date().toISOString().slice(0, 10));
    expect(analytics.totals.conversations).toBe(2);
    expect(analytics.totals.questions).toBe(7);
    expect(analytics.totals.messages).toBe(14);
    expect(analytics.totals.leads).toBe(1);
    expect(analytics.totals.ratedUp).toBe(1);
    expect(analytics.totals.upShare).toBe(0.5);
    expect(analytics.totals.answerRate).toBeCloseTo(analytics.totals.answered / 7);
    expect(analytics.topQuestions[0]).toEqual({ question: 'Fate consegne a domicilio?', count: 3 });
    expect(analytics.topPages.map((p) => p.url)).toContain('https://bakery.test/orari');
    expect(analytics.languages).toEqual([{ language: 'it', conversations: 2 }]);
    expect((await owner.client('GET', '/api/chatbot/analytics?days=8')).status).toBe(400);
  });

  it('lets a visitor delete their own conversation only', async () => {
    const visitorId = newVisitorId();
    const first = await connect({ botId: owner.botId, visitorId });
    const asked = await ask(first, 'When are you open on Sunday?');
    if (!asked.ack.ok) throw new Error('not acked');
    const conversationId = asked.ack.conversationId;
    // Another visitor naming that conversation deletes nothing.
    const other = await connect({ botId: owner.botId, visitorId: newVisitorId(), conversationId });
    expect(await emitAck(other, 'forget', {})).toEqual({ ok: true });
    expect((await owner.client('GET', `/api/chatbot/conversations/${conversationId}`)).status).toBe(200);
    expect(await emitAck(first, 'forget', {})).toEqual({ ok: true });
    expect((await owner.client('GET', `/api/chatbot/conversations/${conversationId}`)).status).toBe(404);
    // The next message starts a new conversation.
    const next = await ask(first, 'And on Monday?');
    expect(next.ack.ok && next.ack.conversationId).not.toBe(conversationId);
  });

  it('lets the owner delete a conversation, keeping its lead', async () => {
    const page: ConversationPage = (
      await owner.client('GET', '/api/chatbot/conversations?filter=lead')
    ).json();
    const id = page.conversations[0]?.id ?? '';
    expect((await owner.client('DELETE', `/api/chatbot/conversations/${id}`)).status).toBe(204);
    expect((await owner.client('GET', `/api/chatbot/conversations/${id}`)).status).toBe(404);
    const { leads } = (await owner.client('GET', '/api/chatbot/leads')).json() as ChatLeadList;
    expect(leads[0]).toMatchObject({ name: 'Anna Neri', conversationId: null });
  });
});
