import { type BotTraining, botMessages } from '@vela/contracts';
import { makeEncryptedDocx, makePdf, pngBytes } from '@vela/worker/test/fixture-documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserLikeClient, dialects, startTestApp } from '../test/test-app.ts';

const en = botMessages.en;
const PUBLIC_URL = 'https://chat.vela.test';

describe.each(dialects)('bot API on %s', (dialect) => {
  let app: Awaited<ReturnType<typeof startTestApp>>;
  let owner: ReturnType<typeof browserLikeClient>;
  let other: ReturnType<typeof browserLikeClient>;
  let anonymous: ReturnType<typeof browserLikeClient>;

  const trainings = async (client = owner): Promise<BotTraining[]> =>
    (await client('GET', '/api/chatbot/trainings')).json().trainings;
  const settled = async (client = owner) => {
    for (let i = 0; i < 80; i++) {
      const list = await trainings(client);
      if (list.every((t) => t.status === 'ready' || t.status === 'failed')) return list;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('trainings did not settle');
  };
  let ownerCookie = '';
  const uploadAs = async (cookie: string, files: { name: string; bytes: Buffer }[], query = '') => {
    const form = new FormData();
    for (const f of files) form.append('file', new Blob([new Uint8Array(f.bytes)]), f.name);
    const res = await fetch(`${app.baseUrl}/api/chatbot/training/document${query}`, {
      method: 'POST',
      body: form,
      headers: { cookie },
    });
    return { status: res.status, text: await res.text() };
  };
  const uploadAsOwner = (files: { name: string; bytes: Buffer }[]) => uploadAs(ownerCookie, files);

  beforeAll(async () => {
    app = await startTestApp(dialect, {}, { PUBLIC_URL });
    owner = browserLikeClient(app.baseUrl);
    other = browserLikeClient(app.baseUrl);
    anonymous = browserLikeClient(app.baseUrl);
    const registered = await owner('POST', '/api/register', {
      username: 'bot-owner',
      password: 'secret123',
      email: 'owner@shop.test',
    });
    ownerCookie = registered.headers.get('set-cookie')?.split(';')[0] ?? '';
    await other('POST', '/api/register', {
      username: 'bot-other',
      password: 'secret123',
      email: 'x@shop.test',
    });
  });
  afterAll(() => app.stop());

  it('asks to log in first on every bot call', async () => {
    const calls: [string, string][] = [
      ['GET', '/api/chatbot/settings'],
      ['PUT', '/api/chatbot/settings'],
      ['GET', '/api/chatbot/trainings'],
      ['POST', '/api/chatbot/training/url'],
      ['POST', '/api/chatbot/training/document'],
      ['POST', '/api/chatbot/trainings/1/retry'],
      ['DELETE', '/api/chatbot/trainings/1'],
      ['GET', '/api/chatbot/embed'],
    ];
    for (const [method, url] of calls) {
      expect((await anonymous(method, url, method === 'GET' ? undefined : {})).status).toBe(401);
    }
    expect((await uploadAs('', [{ name: 'a.txt', bytes: Buffer.from('ciao') }])).status).toBe(401);
  });

  it('creates one bot per client on first use, with the spec’s defaults', async () => {
    const first = (await owner('GET', '/api/chatbot/settings')).json();
    expect(first).toEqual({
      botId: expect.stringMatching(/^[\w-]{16}$/),
      botName: 'AI Assistant',
      welcomeMessage: 'Hello! How can I help you today?',
      companyInfo: '',
      language: 'en',
      primaryColor: '#7c3aed',
      position: 'right',
      allowedOrigins: [],
      showLogo: true,
      retentionDays: 90,
      webhookUrl: '',
      webhookSecret: expect.stringMatching(/^[0-9a-f]{48}$/),
    });
    expect((await owner('GET', '/api/chatbot/settings')).json().botId).toBe(first.botId);
    expect((await other('GET', '/api/chatbot/settings')).json().botId).not.toBe(first.botId);
  });

  it('saves settings and reads them back', async () => {
    const input = {
      botName: 'Rosetta',
      welcomeMessage: 'Ciao! Come posso aiutarti?',
      language: 'it',
      primaryColor: '#3B82F6',
      position: 'left',
      allowedOrigins: ['https://www.forno.test/any/path'],
    };
    const saved = await owner('PUT', '/api/chatbot/settings', input);
    expect(saved.status).toBe(200);
    const expected = { ...input, primaryColor: '#3b82f6', allowedOrigins: ['https://www.forno.test'] };
    expect(saved.json()).toMatchObject(expected);
    expect((await owner('GET', '/api/chatbot/settings')).json()).toMatchObject(expected);
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['the name is empty', { botName: '  ' }, en.nameRequired],
    ['the name is too long', { botName: 'x'.repeat(61) }, en.nameTooLong],
    ['the name is a number', { botName: 5 }, en.nameRequired],
    ['the welcome message is empty', { welcomeMessage: '' }, en.welcomeRequired],
    ['the company information is too long', { companyInfo: 'x'.repeat(20_001) }, en.companyInfoTooLong],
    ['the language is French', { language: 'fr' }, en.languageInvalid],
    ['the colour is a name', { primaryColor: 'red' }, en.colorInvalid],
    ['the position is top', { position: 'top' }, en.positionInvalid],
    ['an allowed website is not an address', { allowedOrigins: ['shop'] }, en.originInvalid],
    ['allowed websites are not a list', { allowedOrigins: 'https://a.test' }, en.originInvalid],
  ];
  for (const [when, body, message] of invalid) {
    it(`when ${when}, saving answers 400 '${message}' and changes nothing`, async () => {
      const before = (await owner('GET', '/api/chatbot/settings')).json();
      const res = await owner('PUT', '/api/chatbot/settings', body);
      expect(res.status).toBe(400);
      expect(res.text).toContain(message);
      expect((await owner('GET', '/api/chatbot/settings')).json()).toEqual(before);
    });
  }

  it('indexes the company information as one source, replaced when it changes and removed when emptied', async () => {
    await owner('PUT', '/api/chatbot/settings', { companyInfo: 'Forno Rosetta consegna il pane a Bologna.' });
    let list = await settled();
    expect(list.filter((t) => t.kind === 'text')).toMatchObject([{ status: 'ready', chunkCount: 1 }]);
    await owner('PUT', '/api/chatbot/settings', { companyInfo: 'Forno Rosetta apre alle sette.' });
    list = await settled();
    expect(list.filter((t) => t.kind === 'text')).toHaveLength(1);
    await owner('PUT', '/api/chatbot/settings', { companyInfo: '' });
    list = await settled();
    expect(list.filter((t) => t.kind === 'text')).toHaveLength(0);
  });

  it('removing the company information from the trainings empties it, and a new text is indexed again', async () => {
    await owner('PUT', '/api/chatbot/settings', { companyInfo: 'Forno Rosetta chiude il lunedì.' });
    const [text] = (await settled()).filter((t) => t.kind === 'text');
    expect((await owner('DELETE', `/api/chatbot/trainings/${text?.id}`)).status).toBe(200);
    expect((await owner('GET', '/api/chatbot/settings')).json()).toMatchObject({ companyInfo: '' });

    const saved = await owner('PUT', '/api/chatbot/settings', {
      companyInfo: 'Forno Rosetta chiude il martedì.',
    });
    expect(saved.status).toBe(200);
    expect((await settled()).filter((t) => t.kind === 'text')).toMatchObject([
      { status: 'ready', chunkCount: 1 },
    ]);
    await owner('PUT', '/api/chatbot/settings', { companyInfo: '' });
    await settled();
  });

  it('accepts PDF and TXT files, several at once, and reads them', async () => {
    const pdf = await makePdf([['Il listino del forno: pane 4 euro.']]);
    const res = await uploadAsOwner([
      { name: 'listino.pdf', bytes: pdf },
      { name: 'note è.txt', bytes: Buffer.from('Chiusi ad agosto.') },
    ]);
    expect(res.status).toBe(201);
    const list = await settled();
    expect(list.filter((t) => t.kind === 'document').map((t) => [t.label, t.status])).toEqual([
      ['listino.pdf', 'ready'],
      ['note è.txt', 'ready'],
    ]);
    expect(list.find((t) => t.label === 'listino.pdf')).toMatchObject({
      type: 'document',
      filename: 'listino.pdf',
      url: null,
    });
  });

  it('refuses a wrong type or an oversize file with the spec’s texts, before queueing any file of the call', async () => {
    const before = (await trainings()).length;
    const txt = { name: 'ok.txt', bytes: Buffer.from('testo') };
    const wrong: [{ name: string; bytes: Buffer }, number, string][] = [
      [
        { name: 'foto.pdf', bytes: pngBytes },
        415,
        'Invalid file type. Please upload PDF, DOCX, or TXT files.',
      ],
      [
        { name: 'foto.png', bytes: pngBytes },
        415,
        'Invalid file type. Please upload PDF, DOCX, or TXT files.',
      ],
      [
        { name: 'testo.docx', bytes: Buffer.from('non sono un docx') },
        415,
        'Invalid file type. Please upload PDF, DOCX, or TXT files.',
      ],
      [
        { name: 'grande.txt', bytes: Buffer.alloc(10 * 1024 * 1024 + 1, 97) },
        413,
        'File is too large. Maximum size is 10MB.',
      ],
    ];
    for (const [file, status, text] of wrong) {
      expect(await uploadAsOwner([txt, file])).toEqual({ status, text });
    }
    expect(await uploadAsOwner([{ name: 'riservato.docx', bytes: makeEncryptedDocx() }])).toEqual({
      status: 415,
      text: 'This document is password-protected. Please upload a version without a password.',
    });
    expect(await uploadAs(ownerCookie, [{ name: 'foto.pdf', bytes: pngBytes }], '?language=it')).toEqual({
      status: 415,
      text: 'Tipo di file non valido. Carica file PDF, DOCX o TXT.',
    });
    expect((await owner('POST', '/api/chatbot/training/document', {})).status).toBe(400);
    expect((await trainings()).length).toBe(before);
  });

  it('refuses an empty or unparseable URL, and accepts a valid one', async () => {
    expect(
      await owner('POST', '/api/chatbot/training/url', { url: '' }).then((r) => [r.status, r.text]),
    ).toEqual([400, en.urlEmpty]);
    for (const url of ['not a url', 'ftp://files.test/a', 42]) {
      const res = await owner('POST', '/api/chatbot/training/url', { url });
      expect(res.status).toBe(400);
    }
    const ok = await owner('POST', '/api/chatbot/training/url', { url: 'http://127.0.0.1:9/chi-siamo' });
    expect(ok.status).toBe(201);
    expect(ok.json().training).toMatchObject({ kind: 'url', label: 'http://127.0.0.1:9/chi-siamo' });
    expect((await trainings()).find((t) => t.id === ok.json().training.id)).toMatchObject({
      type: 'url',
      url: 'http://127.0.0.1:9/chi-siamo',
      filename: null,
    });
  });

  it('retries and removes only the client’s own trainings', async () => {
    const mine = (await trainings()).at(-1);
    if (!mine) throw new Error('no training');
    for (const id of ['999999', 'abc', '1e3']) {
      expect((await owner('POST', `/api/chatbot/trainings/${id}/retry`)).status).toBe(404);
      expect((await owner('DELETE', `/api/chatbot/trainings/${id}`)).status).toBe(404);
    }
    expect((await other('POST', `/api/chatbot/trainings/${mine.id}/retry`)).status).toBe(404);
    expect((await other('DELETE', `/api/chatbot/trainings/${mine.id}`)).status).toBe(404);
    expect((await owner('POST', `/api/chatbot/trainings/${mine.id}/retry`)).status).toBe(200);
    expect((await owner('DELETE', `/api/chatbot/trainings/${mine.id}`)).status).toBe(200);
    expect((await trainings()).map((t) => t.id)).not.toContain(mine.id);
  });

  it('gives the embed snippet with the public URL and the bot id', async () => {
    const { botId } = (await owner('GET', '/api/chatbot/settings')).json();
    const embed = (await owner('GET', '/api/chatbot/embed')).json();
    expect(embed.snippet).toBe(
      `<script src="${PUBLIC_URL}/widget.js" data-bot-id="${botId}" async></script>`,
    );
    expect(embed.notice.en).toContain('30 days');
    expect(embed.notice.it).toContain('30 giorni');
  });

  it('gives any site the widget config of a bot, and nothing private', async () => {
    const { botId } = (await owner('GET', '/api/chatbot/settings')).json();
    await owner('PUT', '/api/chatbot/settings', { companyInfo: 'Segreto aziendale' });
    const res = await anonymous('GET', `/api/widget/config/${botId}`, undefined, {
      origin: 'https://else.test',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.json()).toEqual({
      id: botId,
      kind: 'bot',
      name: 'Rosetta',
      title: 'Rosetta',
      welcomeMessage: 'Ciao! Come posso aiutarti?',
      primaryColor: '#3b82f6',
      userBubbleColor: '#3b82f6',
      botBubbleColor: '#f1f5f9',
      position: 'left',
      language: 'it',
      showLogo: true,
      privacyUrl: 'https://chat.vela.test/it/legal/privacy-policy',
    });
    expect(res.text).not.toContain('Segreto');
    expect(res.text).not.toContain('webhook');
    expect(res.text).not.toContain('forno.test');
  });

  it('answers the widget config preflight, and 404 for an unknown id', async () => {
    for (const url of ['/api/widget/config', '/api/widget/config/abc']) {
      const res = await fetch(app.baseUrl + url, {
        method: 'OPTIONS',
        headers: { origin: 'https://else.test', 'access-control-request-method': 'GET' },
      });
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('access-control-allow-methods')).toContain('GET');
    }
    const missing = await anonymous('GET', '/api/widget/config/no-such-bot');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('access-control-allow-origin')).toBe('*');
  });
});
