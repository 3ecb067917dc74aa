import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserLikeClient, dialects, startTestApp } from '../test/test-app.ts';

describe.each(dialects)('accounts on %s', (dialect) => {
  let app: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    app = await startTestApp(dialect, { limits: { login: { windowMs: 60_000, limit: 3 } } });
  });
  afterAll(() => app.stop());

  const countUsers = async () =>
    Number(
      (
        await app.storage.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('when anonymous, GET /api/user answers 401', async () => {
    const client = browserLikeClient(app.baseUrl);
    expect((await client('GET', '/api/user')).status).toBe(401);
  });

  it('registers a client, keeps the session, logs out and logs in again', async () => {
    const client = browserLikeClient(app.baseUrl);
    const registered = await client('POST', '/api/register', {
      username: 'giulia',
      password: 'segreto1',
      email: 'giulia@example.it',
      firstName: 'Giulia',
    });
    expect(registered.status).toBe(201);
    expect(registered.json()).toMatchObject({ username: 'giulia', firstName: 'Giulia', role: 'client' });
    expect(registered.text).not.toContain('password');
    expect(registered.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    expect(registered.headers.get('set-cookie')).toMatch(/SameSite=Lax/i);

    expect((await client('GET', '/api/user')).json()).toMatchObject({ username: 'giulia' });
    expect((await client('POST', '/api/logout')).status).toBe(200);
    expect((await client('GET', '/api/user')).status).toBe(401);

    const login = await client('POST', '/api/login', { username: 'giulia', password: 'segreto1' });
    expect(login.status).toBe(200);
    expect((await client('GET', '/api/user')).json()).toMatchObject({
      username: 'giulia',
      email: 'giulia@example.it',
    });
  });

  it('refuses a duplicate username or email with 400 and a clear message', async () => {
    const client = browserLikeClient(app.baseUrl);
    await client('POST', '/api/register', {
      username: 'dup_user',
      password: 'segreto1',
      email: 'dup@example.it',
    });
    const before = await countUsers();
    const sameName = await client('POST', '/api/register', {
      username: 'DUP_user',
      password: 'segreto1',
      email: 'x@example.it',
    });
    expect(sameName.status).toBe(400);
    expect(sameName.text).toBe('This username is already taken');
    const sameEmail = await client('POST', '/api/register', {
      username: 'other',
      password: 'segreto1',
      email: 'DUP@example.it',
    });
    expect(sameEmail.status).toBe(400);
    expect(sameEmail.text).toBe('An account with this email already exists');
    expect(await countUsers()).toBe(before);
  });

  it.each([
    [{ username: 'ab', password: 'segreto1', email: 'a@b.it' }, 'Username must be at least 3 characters'],
    [{ username: 'abc', password: '12345', email: 'a@b.it' }, 'Password must be at least 6 characters'],
    [{ username: 'abc', password: 'segreto1', email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ username: 'abc', password: 'segreto1' }, 'Please enter a valid email address'],
    [
      { username: 'abc', password: 'segreto1', email: 'a@b.it', isAdmin: true },
      'Unrecognized key: "isAdmin"',
    ],
    [
      { username: "x'); drop table users;--", password: 'segreto1', email: 'a@b.it' },
      'Username may only contain',
    ],
    [
      { username: 'abcd', password: 'segreto1', email: 'a@b.it', firstName: '<script>alert(1)</script>' },
      'First name may not contain < or >',
    ],
  ])('refuses bad registration %j with 400 and writes nothing', async (body, message) => {
    const before = await countUsers();
    const res = await browserLikeClient(app.baseUrl)('POST', '/api/register', body);
    expect(res.status).toBe(400);
    expect(res.text).toContain(message);
    expect(await countUsers()).toBe(before);
  });

  it('refuses malformed and oversized bodies with a message', async () => {
    const client = browserLikeClient(app.baseUrl);
    const malformed = await client('POST', '/api/register', '{"username":');
    expect(malformed.status).toBe(400);
    expect(malformed.text).toBe('Request body is not valid JSON');
    const huge = await client('POST', '/api/register', {
      username: 'abc',
      password: 'x'.repeat(200_000),
      email: 'a@b.it',
    });
    expect(huge.status).toBe(413);
    expect(huge.text).toBe('Request body is too large');
  });

  it('answers 401 with "Invalid username or password" and 429 after repeated failures', async () => {
    const client = browserLikeClient(app.baseUrl);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await client('POST', '/api/login', { username: 'nobody', password: 'wrongpass' });
      statuses.push(res.status);
      if (i === 0) expect(res.text).toBe('Invalid username or password');
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('answers health with the database state', async () => {
    const res = await browserLikeClient(app.baseUrl)('GET', '/api/health');
    expect(res.json()).toEqual({ ok: true, db: 'ok', queue: 'in-process' });
  });
});

describe.each(dialects)('account answers in the visitor’s language on %s', (dialect) => {
  let app: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    app = await startTestApp(dialect, {
      limits: { login: { windowMs: 60_000, limit: 3 }, register: { windowMs: 60_000, limit: 50 } },
    });
  });
  afterAll(() => app.stop());

  const account = { username: 'lucia', password: 'segreto1', email: 'lucia@example.it' };

  it('refuses a taken username or email in Italian with ?language=it and in English without', async () => {
    const client = browserLikeClient(app.baseUrl);
    expect((await client('POST', '/api/register', account)).status).toBe(201);
    await client('POST', '/api/logout');

    const nameIt = await client('POST', '/api/register?language=it', { ...account, email: 'x@example.it' });
    expect([nameIt.status, nameIt.text]).toEqual([400, 'Questo nome utente è già in uso']);
    const nameEn = await client('POST', '/api/register', { ...account, email: 'x@example.it' });
    expect([nameEn.status, nameEn.text]).toEqual([400, 'This username is already taken']);

    const emailIt = await client('POST', '/api/register?language=it', { ...account, username: 'lucia2' });
    expect([emailIt.status, emailIt.text]).toEqual([400, 'Esiste già un account con questa email']);
    const emailEn = await client('POST', '/api/register?language=en', { ...account, username: 'lucia2' });
    expect([emailEn.status, emailEn.text]).toEqual([400, 'An account with this email already exists']);
  });

  it.each([
    [{ ...account, username: 'mario rossi' }, 'Il nome utente può contenere solo lettere'],
    [{ ...account, username: 'ab' }, 'Il nome utente deve avere almeno 3 caratteri'],
    [{ password: 'segreto1', email: 'a@b.it' }, 'Il nome utente è obbligatorio'],
    [{ ...account, username: 'abcd', password: 'x'.repeat(201) }, 'La password può avere al massimo 200'],
    [{ ...account, username: 'abcd', email: 'nope' }, 'Inserisci un indirizzo email valido'],
    [{ ...account, username: 'abcd', firstName: '<b>Ciao</b>' }, 'Il nome non può contenere < o >'],
  ])('explains bad registration %j in Italian', async (body, message) => {
    const res = await browserLikeClient(app.baseUrl)('POST', '/api/register?language=it', body);
    expect(res.status).toBe(400);
    expect(res.text).toContain(message);
  });

  it('reads Italian from Accept-Language when the request names no language', async () => {
    const res = await browserLikeClient(app.baseUrl)(
      'POST',
      '/api/register',
      { ...account, username: 'ab' },
      { 'accept-language': 'it-IT,it;q=0.9' },
    );
    expect(res.text).toBe('Il nome utente deve avere almeno 3 caratteri');
  });

  it('answers a wrong password in the asked language, then too many attempts in Italian', async () => {
    const client = browserLikeClient(app.baseUrl);
    const wrong = { username: 'lucia', password: 'sbagliata' };
    const it1 = await client('POST', '/api/login?language=it', wrong);
    expect([it1.status, it1.text]).toEqual([401, 'Nome utente o password non validi']);
    const en = await client('POST', '/api/login?language=en', wrong);
    expect([en.status, en.text]).toEqual([401, 'Invalid username or password']);
    const unknown = await client('POST', '/api/login?language=it', {
      username: 'nessuno',
      password: 'sbagliata',
    });
    expect([unknown.status, unknown.text]).toEqual([401, 'Nome utente o password non validi']);
    const limited = await client('POST', '/api/login?language=it', wrong);
    expect([limited.status, limited.text]).toEqual([
      429,
      'Troppi tentativi. Attendi qualche minuto e riprova.',
    ]);
  });
});
