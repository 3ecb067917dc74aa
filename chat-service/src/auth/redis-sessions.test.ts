import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserLikeClient, startTestApp } from '../test/test-app.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('sessions with REDIS_URL', () => {
  let app: Awaited<ReturnType<typeof startTestApp>>;
  const redis = new Redis(REDIS_URL);
  beforeAll(async () => {
    app = await startTestApp('sqlite', {}, { REDIS_URL });
  });
  afterAll(async () => {
    await app.stop();
    redis.disconnect();
  });

  it('keeps the session in Redis, not in the database, and removes it at logout', async () => {
    const client = browserLikeClient(app.baseUrl);
    const registered = await client('POST', '/api/register', {
      username: `redis_${Date.now()}`,
      password: 'segreto1',
      email: `r${Date.now()}@example.it`,
    });
    expect(registered.status).toBe(201);
    const sid = decodeURIComponent(registered.headers.get('set-cookie') ?? '').match(
      /vela\.sid=s:([^.]+)/,
    )?.[1];
    expect(sid).toBeTruthy();
    expect(JSON.parse((await redis.get(`vela:sess:${sid}`)) ?? '{}').userId).toBe(registered.json().id);
    expect(await app.storage.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
    expect((await client('GET', '/api/health')).json()).toEqual({ ok: true, db: 'ok', queue: 'ok' });

    await client('POST', '/api/logout');
    expect(await redis.get(`vela:sess:${sid}`)).toBeNull();
    expect((await client('GET', '/api/user')).status).toBe(401);
  });
});
