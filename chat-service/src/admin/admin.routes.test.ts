import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserLikeClient, dialects, startTestApp } from '../test/test-app.ts';

const ADMIN = { username: 'users-admin', password: 'users-admin-pass' };

describe.each(dialects)('admin users API on %s', (dialect) => {
  let app: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    app = await startTestApp(dialect, {}, { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
  });
  afterAll(() => app.stop());

  it('lists every account for an admin, newest first, without any password hash', async () => {
    const client = browserLikeClient(app.baseUrl);
    await client('POST', '/api/register', {
      username: 'lucia',
      password: 'secret-pass',
      email: 'lucia@acme.it',
      firstName: 'Lucia',
      company: 'Acme',
    });
    const admin = browserLikeClient(app.baseUrl);
    await admin('POST', '/api/login', ADMIN);
    const res = await admin('GET', '/api/admin/users');
    expect(res.status).toBe(200);
    const { users } = res.json();
    expect(users.map((u: { username: string; role: string }) => [u.username, u.role])).toEqual([
      ['lucia', 'client'],
      ['users-admin', 'admin'],
    ]);
    expect(users[0]).toMatchObject({ email: 'lucia@acme.it', firstName: 'Lucia', company: 'Acme' });
    expect(res.text).not.toMatch(/password|hash|scrypt|argon/i);
  });

  it('answers 401 anonymous and 403 for a client', async () => {
    expect((await browserLikeClient(app.baseUrl)('GET', '/api/admin/users')).status).toBe(401);
    const client = browserLikeClient(app.baseUrl);
    await client('POST', '/api/register', { username: 'nosy', password: 'secret1', email: 'n@x.it' });
    const res = await client('GET', '/api/admin/users');
    expect(res.status).toBe(403);
    expect(res.text).toBe('You need admin privileges to access this page.');
  });
});
