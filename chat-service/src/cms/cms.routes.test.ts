import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserLikeClient, dialects, startTestApp } from '../test/test-app.ts';
import { cmsSeed } from './cms.seed.ts';
import { seedContentsIfEmpty } from './cms.use-case.ts';

const ADMIN = { username: 'cms-admin', password: 'cms-admin-pass' };

describe.each(dialects)('CMS content API on %s', (dialect) => {
  let app: Awaited<ReturnType<typeof startTestApp>>;
  let admin: ReturnType<typeof browserLikeClient>;
  let client: ReturnType<typeof browserLikeClient>;
  beforeAll(async () => {
    app = await startTestApp(dialect, {}, { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
    admin = browserLikeClient(app.baseUrl);
    expect((await admin('POST', '/api/login', ADMIN)).status).toBe(200);
    client = browserLikeClient(app.baseUrl);
    await client('POST', '/api/register', { username: 'cmsclient', password: 'secret1', email: 'c@cms.it' });
    seededAtStart = await count();
    // The tests below start from an empty table, whatever the default texts are.
    await app.storage.db.deleteFrom('cms_contents').execute();
  });
  let seededAtStart = 0;
  afterAll(() => app.stop());

  const count = async () =>
    Number(
      (
        await app.storage.db
          .selectFrom('cms_contents')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('an admin creates, edits and deletes content, and the public reads follow', async () => {
    const created = await admin('POST', '/api/cms/content', {
      type: 'footer',
      key: 'tagline',
      value: 'Automation that works',
      language: 'en',
    });
    expect(created.status).toBe(201);
    const { id } = created.json();
    await admin('POST', '/api/cms/content', {
      type: 'footer',
      key: 'tagline',
      value: 'Automazione',
      language: 'it',
    });

    const anonymous = browserLikeClient(app.baseUrl);
    const english = (await anonymous('GET', '/api/cms/content?language=en')).json();
    expect(english.contents).toEqual([
      expect.objectContaining({ id, type: 'footer', key: 'tagline', value: 'Automation that works' }),
    ]);
    expect((await anonymous('GET', '/api/cms/content')).json().contents).toHaveLength(2);

    const edited = await admin('PUT', `/api/cms/content/${id}`, {
      type: 'footer',
      key: 'tagline',
      value: 'Edited tagline',
      language: 'en',
    });
    expect(edited.status).toBe(200);
    expect(edited.json()).toMatchObject({ id, value: 'Edited tagline' });
    expect((await anonymous('GET', '/api/cms/content/footer?language=en')).json()).toEqual({
      contents: [{ key: 'tagline', value: 'Edited tagline' }],
    });
    expect((await anonymous('GET', '/api/cms/content/footer?language=it')).json()).toEqual({
      contents: [{ key: 'tagline', value: 'Automazione' }],
    });

    expect((await admin('DELETE', `/api/cms/content/${id}`)).status).toBe(200);
    expect((await anonymous('GET', '/api/cms/content?language=en')).json().contents).toEqual([]);
    expect((await admin('DELETE', `/api/cms/content/${id}`)).status).toBe(404);
  });

  it('answers each invalid field with the spec message and writes nothing', async () => {
    const before = await count();
    const badType = await admin('POST', '/api/cms/content', { type: 'banner', key: 'k', value: 'v' });
    expect(badType.status).toBe(400);
    expect(badType.text).toBe('Please select a content type.');
    const noKey = await admin('POST', '/api/cms/content', { type: 'hero', key: '  ', value: 'v' });
    expect(noKey.text).toBe('Content key is required.');
    const noValue = await admin('POST', '/api/cms/content', { type: 'hero', key: 'title', value: '' });
    expect(noValue.text).toBe('Content value is required.');
    const badLanguage = await admin('POST', '/api/cms/content', {
      type: 'hero',
      key: 'title',
      value: 'v',
      language: 'fr',
    });
    expect(badLanguage.status).toBe(400);
    expect(await count()).toBe(before);
  });

  it('defaults the language to en and refuses a duplicate section, key and language with 409', async () => {
    const first = await admin('POST', '/api/cms/content', { type: 'hero', key: 'title', value: 'One' });
    expect(first.json()).toMatchObject({ language: 'en' });
    const again = await admin('POST', '/api/cms/content', { type: 'hero', key: 'title', value: 'Two' });
    expect(again.status).toBe(409);
    const other = await admin('POST', '/api/cms/content', { type: 'hero', key: 'subtitle', value: 'Sub' });
    const clash = await admin('PUT', `/api/cms/content/${other.json().id}`, {
      type: 'hero',
      key: 'title',
      value: 'Clash',
      language: 'en',
    });
    expect(clash.status).toBe(409);
  });

  it('keeps writes for admins: 401 anonymous, 403 for a client', async () => {
    const before = await count();
    const body = { type: 'cta', key: 'button', value: 'Go', language: 'en' };
    const anonymous = browserLikeClient(app.baseUrl);
    expect((await anonymous('POST', '/api/cms/content', body)).status).toBe(401);
    const forbidden = await client('POST', '/api/cms/content', body);
    expect(forbidden.status).toBe(403);
    expect((await client('PUT', '/api/cms/content/1', body)).status).toBe(403);
    expect((await client('DELETE', '/api/cms/content/1')).status).toBe(403);
    expect(await count()).toBe(before);
  });

  it('answers 400 for a non-numeric id, 400 for an unknown language and 404 for an unknown section', async () => {
    expect((await admin('DELETE', '/api/cms/content/abc')).status).toBe(400);
    expect((await admin('GET', '/api/cms/content?language=de')).status).toBe(400);
    expect((await admin('GET', '/api/cms/content/banner?language=en')).status).toBe(404);
  });

  it('holds the default site texts after the first start', () => {
    expect(seededAtStart).toBe(cmsSeed.length);
  });

  it('writes BRAND_NAME into the default copyright lines', async () => {
    const seed = cmsSeed.filter((entry) => entry.key === 'copyright');
    await app.storage.db.deleteFrom('cms_contents').execute();
    expect(await seedContentsIfEmpty(app.storage.db, 'Forno Digitale', seed)).toBe(2);
    const read = await browserLikeClient(app.baseUrl)('GET', '/api/cms/content');
    const lines = (read.json().contents as { value: string }[]).map((c) => c.value);
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line).toContain('© 2025 Forno Digitale S.r.l.');
      expect(line).not.toContain('{{brand}}');
    }
    await app.storage.db.deleteFrom('cms_contents').execute();
    await seedContentsIfEmpty(app.storage.db, 'Vela AI');
  });

  it('sends the site texts gzip-compressed to a browser that accepts it', async () => {
    const res = await fetch(`${app.baseUrl}/api/cms/content`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(((await res.json()) as { contents: unknown[] }).contents.length).toBeGreaterThan(10);
  });

  it('tells any visitor the brand and the third-party embed addresses', async () => {
    const res = await browserLikeClient(app.baseUrl)('GET', '/api/cms/settings');
    expect(res.json()).toEqual({
      brandName: 'Vela AI',
      leadFormUrl: 'https://forms.vela.ai/contact-us',
      bookingUrl: 'https://cal.com/vela-ai/consulenza-gratuita',
      socialAgentUrl: 'https://social.vela.ai/agent',
    });
  });

  it('seeds the defaults only into an empty table', async () => {
    const seed = [{ type: 'hero' as const, key: 'seeded', value: 'S', language: 'it' as const }];
    expect(await seedContentsIfEmpty(app.storage.db, 'Vela AI', seed)).toBe(0);
    await app.storage.db.deleteFrom('cms_contents').execute();
    expect(await seedContentsIfEmpty(app.storage.db, 'Vela AI', seed)).toBe(1);
    const read = await browserLikeClient(app.baseUrl)('GET', '/api/cms/content/hero?language=it');
    expect(read.json()).toEqual({ contents: [{ key: 'seeded', value: 'S' }] });
  });
});
