import { demoMessages } from '@vela/contracts';
import { type FixtureSite, startFixtureSite } from '@vela/worker/test/fixture-site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scopeKey } from '../knowledge/knowledge.scope.ts';
import { seedDemo, seedKnowledge } from '../realtime/chat-test.setup.ts';
import { browserLikeClient, dialects, startTestApp } from '../test/test-app.ts';
import { findTraining, trainingInput } from '../trainings/training.repository.ts';
import { listDemoContacts } from './demo.repository.ts';
import { removeExpiredDemos } from './demo.use-case.ts';

const en = demoMessages.en;
/** A closed local port: crawls of made-up domains fail here instead of asking the network. */
const UNREACHABLE = 'http://127.0.0.1:9';
const eightDaysAgo = () => new Date(Date.now() - 8 * 86_400_000).toISOString();

describe.each(dialects)('demo API on %s', (dialect) => {
  let app: Awaited<ReturnType<typeof startTestApp>>;
  let site: FixtureSite;
  let client: ReturnType<typeof browserLikeClient>;
  const db = () => app.storage.db;
  const demoCount = async () => (await db().selectFrom('demos').select('id').execute()).length;
  const age = (id: string) =>
    db().updateTable('demos').set({ created_at: eightDaysAgo() }).where('id', '=', id).execute();

  beforeAll(async () => {
    site = await startFixtureSite();
    app = await startTestApp(
      dialect,
      { limits: { demoCreate: { windowMs: 60_000, limit: 1000 } } },
      {
        CRAWL_ALLOW_PRIVATE_HOSTS: '1',
        CRAWL_RESOLVE: `${site.domain}=${site.baseUrl},acme-shop.test=${UNREACHABLE}`,
        CRAWL_MAX_PAGES: '40',
      },
    );
    client = browserLikeClient(app.baseUrl);
  });
  afterAll(async () => {
    await app.stop();
    await site.close();
  });

  it('creates a demo at once, crawls its domain, and its page shows the training reaching ready', async () => {
    const res = await client('POST', '/api/chatbot-demo/create', { domain: site.domain });
    expect(res.status).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      demoId: expect.any(String),
      contactInfoSubmitted: false,
      message: en.created,
    });
    let view = (await client('GET', `/api/chatbot-demo/${body.demoId}`)).json();
    expect(view).toMatchObject({
      success: true,
      demo: { id: body.demoId, domain: site.domain, welcomeMessage: 'Hello! How can I help you today?' },
      config: {
        kind: 'demo',
        primaryColor: '#10b981',
        botBubbleColor: '#f1f5f9',
        title: 'Chat with our AI Assistant',
      },
    });
    for (let i = 0; i < 120 && view.training.status !== 'ready'; i++) {
      await new Promise((r) => setTimeout(r, 250));
      view = (await client('GET', `/api/chatbot-demo/${body.demoId}`)).json();
    }
    expect(view.training).toMatchObject({ status: 'ready', done: expect.any(Number) });
    expect(view.training.done).toBeGreaterThan(20);
    const training = await findTraining(db(), view.training.trainingId);
    expect(training?.report).toMatchObject({ pagesRead: view.training.done, byLanguage: { it: 33 } });
    const answer = await client('POST', `/api/chatbot-demo/${body.demoId}/message`, {
      message: 'Quanto costa la focaccia genovese?',
    });
    expect(answer.status).toBe(200);
    // The product page and the price list PDF both print the price ('2,80 €', '2,80 euro').
    expect(answer.json()).toMatchObject({ success: true, answer: expect.stringMatching(/2,80 (€|euro)/) });
    expect(answer.json().sources[0].url).toMatch(/\/prodotti\/focaccia-genovese|\/listino-prezzi\.pdf/);
  });

  it('records name and email only when both are given, under either form’s field names', async () => {
    const before = (await listDemoContacts(db())).length;
    const both = await client('POST', '/api/chatbot-demo/create', {
      website: 'acme-shop.test',
      name: 'Giulia Rossi',
      email: 'giulia@acme.test',
    });
    expect(both.json()).toMatchObject({ success: true, contactInfoSubmitted: true });
    const onlyEmail = await client('POST', '/api/chatbot-demo/create', {
      domain: 'acme-shop.test',
      email: 'g@acme.test',
    });
    expect(onlyEmail.json()).toMatchObject({ success: true, contactInfoSubmitted: false });
    const contacts = await listDemoContacts(db());
    expect(contacts).toHaveLength(before + 1);
    expect(contacts.at(-1)).toMatchObject({
      full_name: 'Giulia Rossi',
      email: 'giulia@acme.test',
      website: 'acme-shop.test',
    });
  });

  it('crawls at most CRAWL_MAX_PAGES pages, the pages in the demo’s language first', async () => {
    const res = await client('POST', '/api/chatbot-demo/create', {
      domain: 'acme-shop.test',
      language: 'it',
    });
    const view = (await client('GET', `/api/chatbot-demo/${res.json().demoId}`)).json();
    const input = await trainingInput(db(), view.training.trainingId);
    expect(JSON.parse(input ?? '{}')).toEqual({
      kind: 'crawl',
      domain: 'acme-shop.test',
      maxPages: 40,
      maxDepth: 5,
      language: 'it',
    });
  });

  const invalid: [string, unknown, string][] = [
    ['the domain is missing', {}, en.enterWebsite],
    ['the domain is blank', { domain: '   ' }, en.enterWebsite],
    ['the first label is too short', { domain: 'ab.com' }, en.enterValidDomain],
    ['the domain has a scheme', { domain: 'https://acme-shop.com' }, en.enterValidDomain],
    ['there is no top-level part', { domain: 'acmeshop' }, en.enterValidDomain],
    ['the top-level part is one letter', { domain: 'acme.c' }, en.enterValidDomain],
    ['the label starts with a hyphen', { domain: '-acme.com' }, en.enterValidDomain],
    ['the domain is a number', { domain: 42 }, en.enterWebsite],
    [
      'the email is malformed',
      { domain: 'acme-shop.test', fullName: 'G', email: 'g@ acme.it' },
      en.enterValidEmail,
    ],
    ['the body is an array', [], en.enterWebsite],
  ];
  for (const [when, body, message] of invalid) {
    it(`when ${when}, create answers 400 '${message}' and creates nothing`, async () => {
      const before = await demoCount();
      const res = await client('POST', '/api/chatbot-demo/create', body);
      expect(res.status).toBe(400);
      expect(res.text).toBe(message);
      expect(await demoCount()).toBe(before);
    });
  }

  it('gives the messages in Italian when asked', async () => {
    const res = await client('POST', '/api/chatbot-demo/create', { domain: 'x', language: 'it' });
    expect(res.text).toBe(demoMessages.it.enterValidDomain);
  });

  it('answers 404 with the spec’s text for an unknown or expired demo, on every demo call', async () => {
    const expired = await seedDemo(db());
    await age(expired);
    for (const id of ['no-such-demo', expired, 'x'.repeat(300)]) {
      const view = await client('GET', `/api/chatbot-demo/${id}`);
      expect([view.status, view.text]).toEqual([404, en.notFound]);
      const message = await client('POST', `/api/chatbot-demo/${id}/message`, { message: 'Ciao' });
      expect([message.status, message.text]).toEqual([404, en.notFound]);
    }
  });

  it('refuses an empty, too long or mistyped message with 400', async () => {
    const demoId = await seedDemo(db());
    for (const body of [
      { message: '' },
      { message: '  ' },
      { message: 'x'.repeat(2001) },
      { message: 7 },
      {},
    ]) {
      expect((await client('POST', `/api/chatbot-demo/${demoId}/message`, body)).status).toBe(400);
    }
  });

  it('answers over HTTP with sources, and keeps the exchange in the visitor’s conversation', async () => {
    const demoId = await seedDemo(db());
    const first = await client('POST', `/api/chatbot-demo/${demoId}/message`, {
      message: 'In che giorno siete chiusi?',
      visitorId: 'visitor-http-1',
    });
    expect(first.json()).toMatchObject({
      success: true,
      answer: expect.stringContaining('lunedì siamo chiusi'),
      sources: [{ url: 'https://bakery.test/orari', title: 'Orari di apertura' }],
      conversationId: expect.any(String),
    });
    const stored = await db()
      .selectFrom('chat_messages')
      .select(['role', 'content'])
      .where('conversation_id', '=', first.json().conversationId)
      .orderBy('id')
      .execute();
    expect(stored.map((m) => m.role)).toEqual(['user', 'assistant']);
  });

  it('says honestly it does not know, pointing to the contact page, when nothing relevant is found', async () => {
    const demoId = await seedDemo(db());
    const res = await client('POST', `/api/chatbot-demo/${demoId}/message`, {
      message: 'Vendete biciclette elettriche?',
    });
    expect(res.json().answer).toContain('non ho trovato');
    expect(res.json().answer).toContain('https://bakery.test/contatti');
  });

  it('stores a demo contact and refuses a bad one', async () => {
    const before = (await listDemoContacts(db())).length;
    const ok = await client('POST', '/api/chatbot-demo/contact', {
      fullName: 'Marco Bianchi',
      email: 'marco@bianchi.test',
      website: 'bianchi.test',
    });
    expect(ok.status).toBe(201);
    expect(ok.json()).toMatchObject({ success: true });
    for (const bad of [
      { fullName: '', email: 'marco@bianchi.test' },
      { fullName: 'Marco', email: 'marco' },
      { fullName: 'Marco', email: 5 },
    ]) {
      expect((await client('POST', '/api/chatbot-demo/contact', bad)).status).toBe(400);
    }
    expect((await listDemoContacts(db())).length).toBe(before + 1);
  });

  it('the daily cleanup removes expired demos with their knowledge and conversations, and keeps live ones', async () => {
    const live = await seedDemo(db());
    const old = await seedDemo(db());
    await client('POST', `/api/chatbot-demo/${old}/message`, {
      message: 'Orari?',
      visitorId: 'visitor-old-1',
    });
    await seedKnowledge(db(), { demoId: old }, [
      { source: 'https://bakery.test/x', title: 'X', text: 'Testo' },
    ]);
    await age(old);
    await removeExpiredDemos(db());
    const remaining = async (
      table: 'demos' | 'conversations' | 'knowledge_sources',
      column: 'id' | 'demo_id',
    ) =>
      (await db().selectFrom(table).select(column).where(column, 'in', [live, old]).execute()).map(
        (r) => Object.values(r)[0],
      );
    expect(await remaining('demos', 'id')).toEqual([live]);
    expect(await remaining('conversations', 'demo_id')).toEqual([]);
    expect(new Set(await remaining('knowledge_sources', 'demo_id'))).toEqual(new Set([live]));
    const chunksOf = async (demoId: string) =>
      (
        await db()
          .selectFrom('knowledge_chunks')
          .select('id')
          .where('scope', '=', scopeKey({ demoId }))
          .execute()
      ).length;
    expect(await chunksOf(old)).toBe(0);
    expect(await chunksOf(live)).toBeGreaterThan(0);
  });
});

describe('demo creation rate limit', () => {
  it('answers 429 once an address has created too many demos', async () => {
    const app = await startTestApp(
      'sqlite',
      { limits: { demoCreate: { windowMs: 60_000, limit: 2 } } },
      { CRAWL_ALLOW_PRIVATE_HOSTS: '1', CRAWL_RESOLVE: `acme-shop.test=${UNREACHABLE}` },
    );
    try {
      const client = browserLikeClient(app.baseUrl);
      const statuses = [];
      for (let i = 0; i < 3; i++)
        statuses.push(
          (await client('POST', '/api/chatbot-demo/create', { domain: 'acme-shop.test' })).status,
        );
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await app.stop();
    }
  });
});
