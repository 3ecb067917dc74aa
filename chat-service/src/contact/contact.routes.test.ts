import { contactMessages } from '@vela/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserLikeClient, dialects, startTestApp } from '../test/test-app.ts';
import { listContactRequests } from './contact.repository.ts';

const valid = {
  name: 'Giulia Rossi',
  email: 'giulia@azienda.it',
  phone: '+39 02 1234 5678',
  company: 'https://www.azienda.it',
  message: 'Vorrei un chatbot per il nostro e-commerce.',
};
const it_ = contactMessages.it;

describe.each(dialects)('POST /api/contact on %s', (dialect) => {
  let app: Awaited<ReturnType<typeof startTestApp>>;
  let client: ReturnType<typeof browserLikeClient>;
  beforeAll(async () => {
    app = await startTestApp(dialect, { limits: { contact: { windowMs: 60_000, limit: 1000 } } });
    client = browserLikeClient(app.baseUrl);
  });
  afterAll(() => app.stop());

  const stored = () => listContactRequests(app.storage.db);

  it('stores a valid request with its language and answers 201', async () => {
    const before = (await stored()).length;
    const res = await client('POST', '/api/contact', { ...valid, language: 'it' });
    expect(res.status).toBe(201);
    expect(res.json()).toMatchObject({ success: true, id: expect.any(Number) });
    const rows = await stored();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({ ...valid, language: 'it' });
    expect(rows.at(-1)?.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('accepts a request without the optional phone and website', async () => {
    const res = await client('POST', '/api/contact', { ...valid, phone: '', company: '' });
    expect(res.status).toBe(201);
    expect((await stored()).at(-1)).toMatchObject({ phone: '', company: '' });
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['the name is missing', { name: '' }, it_.nameRequired],
    ['the name is only spaces', { name: '   ' }, it_.nameRequired],
    ['the email is missing', { email: '' }, it_.emailRequired],
    ['the email is malformed', { email: 'giulia@' }, it_.emailInvalid],
    ['the phone has letters', { phone: 'chiamami' }, it_.phoneInvalid],
    ['the website is not a domain', { company: 'non ho un sito' }, it_.websiteInvalid],
    ['the message is missing', { message: '' }, it_.messageRequired],
    ['the message is too long', { message: 'x'.repeat(5001) }, it_.tooLong],
    ['the name is not a string', { name: 42 }, it_.nameRequired],
  ];
  for (const [when, change, message] of invalid) {
    it(`when ${when}, it answers 400 with '${message}' and stores nothing`, async () => {
      const before = (await stored()).length;
      const res = await client('POST', '/api/contact', { ...valid, ...change });
      expect(res.status).toBe(400);
      expect(res.text).toContain(message);
      expect(await stored()).toHaveLength(before);
    });
  }

  it('answers in English when the request says so', async () => {
    const res = await client('POST', '/api/contact', { ...valid, email: 'nope', language: 'en' });
    expect(res.status).toBe(400);
    expect(res.text).toBe(contactMessages.en.emailInvalid);
  });

  it('refuses unknown fields, a body over 100 kB and malformed JSON without storing anything', async () => {
    const before = (await stored()).length;
    expect((await client('POST', '/api/contact', { ...valid, admin: true })).status).toBe(400);
    const huge = await client('POST', '/api/contact', { ...valid, message: 'x'.repeat(200_000) });
    expect(huge.status).toBe(413);
    expect(huge.text).toBe('Request body is too large');
    expect((await client('POST', '/api/contact', '{"name":')).status).toBe(400);
    expect(await stored()).toHaveLength(before);
  });
});

describe('POST /api/contact rate limit', () => {
  it('answers 429 with a message once an address has sent its allowance, and stores no more', async () => {
    const app = await startTestApp('sqlite', { limits: { contact: { windowMs: 60_000, limit: 2 } } });
    try {
      const client = browserLikeClient(app.baseUrl);
      expect((await client('POST', '/api/contact', valid)).status).toBe(201);
      expect((await client('POST', '/api/contact', valid)).status).toBe(201);
      const third = await client('POST', '/api/contact', valid);
      expect(third.status).toBe(429);
      expect(third.text).toMatch(/Too many attempts/);
      expect(await listContactRequests(app.storage.db)).toHaveLength(2);
    } finally {
      await app.stop();
    }
  });
});
