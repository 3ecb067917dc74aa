import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { authMessages } from '@vela/contracts';
import express from 'express';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserLikeClient, dialects, startTestApp } from '../test/test-app.ts';
import { registrationQuota } from './registration-quota.ts';

/** REGISTRATIONS_PER_HOUR's default. */
const LIMIT = 5;
const HOURLY = { windowMs: 60 * 60 * 1000, limit: LIMIT };
/** A documentation address (TEST-NET-3) per run, so counters left in Redis by another run never meet it. */
const address = () => `203.0.113.${1 + ((randomBytes(1)[0] ?? 0) % 250)}`;

describe.each(dialects)('accounts opened per address on %s', (dialect) => {
  let app: Awaited<ReturnType<typeof startTestApp>>;
  let opened = 0;
  beforeAll(async () => {
    // The proxy in front is this machine: it names each visitor's address in X-Forwarded-For.
    app = await startTestApp(dialect, {}, { TRUST_PROXY: 'loopback', REGISTRATIONS_PER_HOUR: String(LIMIT) });
  });
  afterAll(() => app.stop());

  const users = async () => (await app.storage.db.selectFrom('users').select('id').execute()).length;
  const register = (from: string | undefined, query = '', body: Record<string, unknown> = {}) => {
    opened += 1;
    const username = `visitor${opened}`;
    return browserLikeClient(app.baseUrl)(
      'POST',
      `/api/register${query}`,
      { username, password: 'segreto1', email: `${username}@example.it`, ...body },
      from ? { 'x-forwarded-for': from } : {},
    );
  };

  it(`opens ${LIMIT} accounts an hour from one address, then answers 429 in the visitor’s language and opens none`, async () => {
    const visitor = '198.51.100.7';
    for (let i = 0; i < LIMIT; i++) expect((await register(visitor)).status).toBe(201);
    const before = await users();
    const refused = await register(visitor);
    expect([refused.status, refused.text]).toEqual([429, authMessages.en.tooManyRegistrations]);
    const italian = await register(visitor, '?language=it');
    expect([italian.status, italian.text]).toEqual([429, authMessages.it.tooManyRegistrations]);
    expect(await users()).toBe(before);
    expect((await register('198.51.100.8')).status).toBe(201);
  });

  it('does not count a refused registration', async () => {
    const visitor = '198.51.100.9';
    for (let i = 0; i < LIMIT + 2; i++) {
      expect((await register(visitor, '', { email: 'not-an-email' })).status).toBe(400);
    }
    expect((await register(visitor)).status).toBe(201);
  });

  it('counts this machine like any address when no proxy names another', async () => {
    for (let i = 0; i < LIMIT; i++) expect((await register(undefined)).status).toBe(201);
    expect((await register(undefined)).status).toBe(429);
  });
});

describe('REGISTRATIONS_PER_HOUR', () => {
  it('sets how many accounts one address opens in an hour', async () => {
    const app = await startTestApp('sqlite', {}, { REGISTRATIONS_PER_HOUR: '2' });
    try {
      const statuses = [];
      for (const name of ['agency1', 'agency2', 'agency3']) {
        const client = browserLikeClient(app.baseUrl);
        statuses.push(
          (
            await client('POST', '/api/register', {
              username: name,
              password: 'segreto1',
              email: `${name}@x.it`,
            })
          ).status,
        );
      }
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await app.stop();
    }
  });
});

describe('accounts opened per address across nodes sharing Redis', () => {
  const redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
  const visitor = address();
  afterAll(async () => {
    await redis.del(`vela:rl:registrations:${visitor}`);
    redis.disconnect();
  });

  /** A node: the quota in front of a registration that always succeeds. */
  async function node() {
    const app = express();
    app.set('trust proxy', 'loopback');
    app.post('/api/register', registrationQuota(redis, HOURLY), (_req, res) => {
      res.status(201).send('created');
    });
    const server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/register`;
    return {
      register: async () =>
        (await fetch(url, { method: 'POST', headers: { 'x-forwarded-for': visitor } })).status,
      close: () => new Promise((resolve) => server.close(resolve)),
    };
  }

  it(`the ${LIMIT} accounts an hour hold for the address whichever node it reaches`, async () => {
    const [a, b] = [await node(), await node()];
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 1; i++) statuses.push(await (i % 2 ? b : a).register());
    expect(statuses).toEqual([...Array(LIMIT).fill(201), 429]);
    expect(Number(await redis.get(`vela:rl:registrations:${visitor}`))).toBeGreaterThanOrEqual(LIMIT);
    await Promise.all([a.close(), b.close()]);
  });
});
