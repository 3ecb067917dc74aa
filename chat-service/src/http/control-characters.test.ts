import { chatTexts, textMessages } from '@vela/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/schema.ts';
import { ask, type ClientSocket, connectChat, newVisitorId, seedDemo } from '../realtime/chat-test.setup.ts';
import { browserLikeClient, dialects, startTestApp } from '../test/test-app.ts';

const en = textMessages.en.controlCharacters;
const it_ = textMessages.it.controlCharacters;
const NUL = '\u0000';
const lenient = { windowMs: 60_000, limit: 1000 };

/**
 * PostgreSQL cannot store NUL in text: every text a form or a socket sends is checked at the contracts
 * schemas, so a control character is a 400 in the visitor's language and nothing is written.
 */
describe.each(dialects)('control characters in what visitors send, on %s', (dialect) => {
  let app: Awaited<ReturnType<typeof startTestApp>>;
  let owner: ReturnType<typeof browserLikeClient>;
  let ownerCookie = '';
  const sockets: ClientSocket[] = [];
  const rows = async (table: keyof Database) =>
    Number(
      (
        await app.storage.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    app = await startTestApp(
      dialect,
      { limits: { login: lenient, register: lenient, contact: lenient, demoCreate: lenient } },
      { ADMIN_USERNAME: 'nul-admin', ADMIN_PASSWORD: 'admin-secret' },
    );
    owner = browserLikeClient(app.baseUrl);
    const registered = await owner('POST', '/api/register', {
      username: 'nul-owner',
      password: 'secret123',
      email: 'o@nul.test',
    });
    ownerCookie = registered.headers.get('set-cookie')?.split(';')[0] ?? '';
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await app.stop();
  });

  const account = { username: 'nuovo', password: 'segreto1', email: 'nuovo@nul.test' };
  it.each([
    ['username', { username: `giu${NUL}lia` }],
    ['email', { email: `nuovo${NUL}@nul.test` }],
    ['first name', { firstName: `Anna${NUL}` }],
    ['last name', { lastName: 'Rossi\u001b[31m' }],
    ['company (DEL)', { company: 'Forno\u007f' }],
    ['first name (a tab in a one-line field)', { firstName: 'Anna\tMaria' }],
  ])(
    'registering with a control character in the %s answers 400 and creates no account',
    async (_, field) => {
      const before = await rows('users');
      const res = await browserLikeClient(app.baseUrl)('POST', '/api/register', { ...account, ...field });
      expect(res.status).toBe(400);
      expect(res.text).toBe(en);
      expect(await rows('users')).toBe(before);
    },
  );

  it('says so in Italian when asked in Italian, and a login with NUL is a 400, not a server error', async () => {
    const client = browserLikeClient(app.baseUrl);
    const register = await client('POST', '/api/register?language=it', { ...account, firstName: `A${NUL}` });
    expect([register.status, register.text]).toEqual([400, it_]);
    const login = await client('POST', '/api/login', { username: `nul${NUL}owner`, password: 'secret123' });
    expect([login.status, login.text]).toEqual([400, en]);
  });

  const contact = {
    name: 'Giulia Rossi',
    email: 'giulia@azienda.it',
    company: 'azienda.it',
    message: 'Vorrei un chatbot.',
  };
  it.each([
    ['name', { name: `Giulia${NUL}` }],
    ['email', { email: `giulia${NUL}@azienda.it` }],
    ['website', { company: `azienda.it/${NUL}` }],
    ['message', { message: `Vorrei${NUL} un chatbot.` }],
  ])('the contact form refuses a NUL in the %s with 400 in Italian and stores nothing', async (_, field) => {
    const before = await rows('contact_requests');
    const res = await owner('POST', '/api/contact', { ...contact, ...field });
    expect([res.status, res.text]).toEqual([400, it_]);
    expect(await rows('contact_requests')).toBe(before);
  });

  it('the contact message keeps its tabs and line breaks', async () => {
    const message = 'Prima riga\n\tseconda riga\r\nterza';
    const res = await owner('POST', '/api/contact', { ...contact, message, language: 'en' });
    expect(res.status).toBe(201);
    const stored = await app.storage.db.selectFrom('contact_requests').select('message').execute();
    expect(stored.at(-1)?.message).toBe(message);
  });

  const settings = async () => (await owner('GET', '/api/chatbot/settings')).json();
  const trainings = async () => (await owner('GET', '/api/chatbot/trainings')).json().trainings;
  it.each([
    ['name', { botName: `Rosetta${NUL}` }],
    ['welcome message', { welcomeMessage: `Ciao!${NUL}` }],
    ['company information', { companyInfo: `Forno Rosetta${NUL} apre alle sette.` }],
    ['allowed websites', { allowedOrigins: [`https://shop.test${NUL}`] }],
  ])(
    'saving a NUL in the bot’s %s answers 400, leaves the bot as it was and queues no training',
    async (_, body) => {
      const before = await settings();
      const res = await owner('PUT', '/api/chatbot/settings?language=it', { botName: 'Nuovo nome', ...body });
      expect([res.status, res.text]).toEqual([400, it_]);
      expect(await settings()).toEqual(before);
      expect(await trainings()).toEqual([]);
    },
  );

  it('importing a URL with a NUL answers 400 and queues no training', async () => {
    const res = await owner('POST', '/api/chatbot/training/url', { url: `https://shop.test/${NUL}` });
    expect([res.status, res.text]).toEqual([400, en]);
    expect(await trainings()).toEqual([]);
  });

  it("an uploaded file named with a NUL (filename*=UTF-8''…%00) is trained under its name without it", async () => {
    const body = [
      '--b',
      `Content-Disposition: form-data; name="file"; filename*=UTF-8''listino%00prezzi.txt`,
      'Content-Type: text/plain',
      '',
      'Pane comune 3 euro al chilo.',
      '--b--',
      '',
    ].join('\r\n');
    const res = await fetch(`${app.baseUrl}/api/chatbot/training/document`, {
      method: 'POST',
      body,
      headers: { cookie: ownerCookie, 'content-type': 'multipart/form-data; boundary=b' },
    });
    expect(res.status).toBe(201);
    expect(await trainings()).toMatchObject([{ kind: 'document', label: 'listinoprezzi.txt' }]);
  });

  it('company information of several lines is saved with its tabs and line breaks', async () => {
    const companyInfo = 'Forno Rosetta\n\tapre alle sette.';
    const res = await owner('PUT', '/api/chatbot/settings', { companyInfo });
    expect(res.status).toBe(200);
    expect(res.json().companyInfo).toBe(companyInfo);
    expect((await trainings()).map((t: { kind: string }) => t.kind)).toEqual(['document', 'text']);
  });

  it('a demo request or a demo contact with a NUL answers 400 and stores nothing', async () => {
    const demos = await rows('demos');
    const create = await owner('POST', '/api/chatbot-demo/create', {
      domain: 'forno.test',
      fullName: `Anna${NUL}`,
      email: 'anna@forno.test',
    });
    expect([create.status, create.text]).toEqual([400, en]);
    expect(await rows('demos')).toBe(demos);

    const contacts = await rows('demo_contacts');
    const saved = await owner('POST', '/api/chatbot-demo/contact?language=it', {
      fullName: 'Anna',
      email: `anna${NUL}@forno.test`,
    });
    expect([saved.status, saved.text]).toEqual([400, it_]);
    expect(await rows('demo_contacts')).toBe(contacts);
  });

  const userMessages = async () =>
    (
      await app.storage.db.selectFrom('chat_messages').select('content').where('role', '=', 'user').execute()
    ).map((m) => m.content);

  it('a chat question with NUL bytes is answered with them dropped, on the socket and over HTTP', async () => {
    const demoId = await seedDemo(app.storage.db);
    const socket = await connectChat(app.baseUrl, { demoId, visitorId: newVisitorId() });
    sockets.push(socket);
    const answered = await ask(socket, `Quando${NUL} apre il forno?`);
    expect(answered.ack).toMatchObject({ ok: true });
    expect(answered.end?.text).toEqual(expect.any(String));

    const http = await owner('POST', `/api/chatbot-demo/${demoId}/message`, {
      message: `Dove${NUL} siete?`,
      visitorId: newVisitorId(),
    });
    expect(http.status).toBe(200);
    expect(await userMessages()).toEqual(['Quando apre il forno?', 'Dove siete?']);
  });

  it('a NUL in an id is refused: the socket handshake as invalid, the HTTP message with 400', async () => {
    const demoId = await seedDemo(app.storage.db);
    const refused = await connectChat(app.baseUrl, { demoId, visitorId: `visitor-${NUL}-1234` }).then(
      (s) => {
        sockets.push(s);
        return 'connected';
      },
      (err: Error) => err.message,
    );
    expect(refused).toBe(chatTexts.en.invalidHandshake);
    const before = await rows('chat_messages');
    const http = await owner('POST', `/api/chatbot-demo/${demoId}/message`, {
      message: 'Dove siete?',
      visitorId: `visitor-${NUL}-1234`,
    });
    expect([http.status, http.text]).toEqual([400, en]);
    expect(await rows('chat_messages')).toBe(before);
  });

  it('the admin’s CMS, project and lead-search fields refuse a NUL with 400 and store nothing', async () => {
    const admin = browserLikeClient(app.baseUrl);
    await admin('POST', '/api/login', { username: 'nul-admin', password: 'admin-secret' });
    const [contents, projects] = [await rows('cms_contents'), await rows('projects')];
    const refused = [
      await admin('POST', '/api/cms/content', { type: 'hero', key: `title${NUL}`, value: 'Ciao' }),
      await admin('POST', '/api/cms/content', { type: 'hero', key: 'title', value: `Ciao${NUL}` }),
      await admin('POST', '/api/projects', { clientId: 1, name: `Sito${NUL}` }),
      await admin('POST', '/api/projects', { clientId: 1, name: 'Sito', description: `Prima${NUL}` }),
      await admin('GET', `/api/admin/leads?search=${encodeURIComponent(`anna${NUL}`)}`),
    ];
    expect(refused.map((r) => [r.status, r.text])).toEqual(Array(refused.length).fill([400, en]));
    expect([await rows('cms_contents'), await rows('projects')]).toEqual([contents, projects]);
  });
});
