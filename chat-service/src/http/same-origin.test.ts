import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.ts';
import { startTestApp } from '../test/test-app.ts';
import { crossSiteRefused } from './same-origin.ts';

/** What a browser sends with a request from a page of another port of the same site. */
const fromOtherPort = { origin: 'http://localhost:5999', 'sec-fetch-site': 'same-site' };

describe('forged requests', () => {
  let app: Awaited<ReturnType<typeof startTestApp>>;
  let cookie = '';

  const send = (method: string, url: string, headers: Record<string, string>, body?: RequestInit['body']) =>
    fetch(app.baseUrl + url, { method, headers: { cookie, ...headers }, body });
  const trainings = async () =>
    ((await (await send('GET', '/api/chatbot/trainings', {})).json()) as { trainings: unknown[] }).trainings
      .length;
  const textFile = () => {
    const form = new FormData();
    form.append('file', new Blob(['Opening hours: Monday to Friday, 9 to 5.']), 'hours.txt');
    return form;
  };

  beforeAll(async () => {
    app = await startTestApp('sqlite', {}, { PUBLIC_URL: 'https://vela.example' });
    const registered = await fetch(`${app.baseUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'forged-owner', password: 'secret123', email: 'f@shop.test' }),
    });
    cookie = registered.headers.get('set-cookie')?.split(';')[0] ?? '';
  });
  afterAll(() => app.stop());

  it('refuses a multipart form posted from another port of the same site, and adds nothing', async () => {
    const before = await trainings();
    const res = await send('POST', '/api/chatbot/training/document', fromOtherPort, textFile());
    expect(res.status).toBe(403);
    expect(await res.text()).toBe(crossSiteRefused.en);
    expect(await trainings()).toBe(before);
  });

  it('refuses a no-cors fetch from another site, body-less posts included, in the visitor’s language', async () => {
    const crossSite = {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
      'sec-fetch-mode': 'no-cors',
    };
    const logout = await send('POST', '/api/logout', { ...crossSite, 'accept-language': 'it-IT,it' });
    expect(logout.status).toBe(403);
    expect(await logout.text()).toBe(crossSiteRefused.it);
    const retry = await send('POST', '/api/chatbot/trainings/1/retry', crossSite);
    expect(retry.status).toBe(403);
    // A browser that sends only Origin (no Sec-Fetch-Site) is judged by it.
    const settings = await send(
      'PUT',
      '/api/chatbot/settings',
      { origin: 'https://evil.example', 'content-type': 'application/json' },
      JSON.stringify({ botName: 'Owned' }),
    );
    expect(settings.status).toBe(403);
    // Still signed in, bot unchanged.
    const mine = await send('GET', '/api/chatbot/settings', {});
    expect(mine.status).toBe(200);
    expect(((await mine.json()) as { botName: string }).botName).not.toBe('Owned');
  });

  it("lets the site's own pages write, and clients that are not browsers", async () => {
    const before = await trainings();
    const own = await send(
      'POST',
      '/api/chatbot/training/document',
      { origin: 'https://vela.example', 'sec-fetch-site': 'same-origin' },
      textFile(),
    );
    expect(own.status).toBe(201);
    // Reached at its own host (no PUBLIC_URL match), as a browser on this very address would.
    const host = new URL(app.baseUrl).host;
    const byHost = await send(
      'POST',
      '/api/chatbot/training/document',
      { origin: `http://${host}` },
      textFile(),
    );
    expect(byHost.status).toBe(201);
    const curl = await send('POST', '/api/chatbot/training/document', {}, textFile());
    expect(curl.status).toBe(201);
    expect(await trainings()).toBe(before + 3);
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy when unset, a hop count or addresses when set, and names the variable when wrong', () => {
    const dataDir = '/tmp/vela-trust-proxy';
    expect(loadConfig({ DATA_DIR: dataDir }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '10.0.0.0/8, loopback' }).TRUST_PROXY).toBe(
      '10.0.0.0/8, loopback',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'my-proxy' })).toThrow('TRUST_PROXY');
  });
});

describe('spoofed client addresses', () => {
  const limits = { demoCreate: { windowMs: 60_000, limit: 1 } };
  const createDemo = (baseUrl: string, forwardedFor: string) =>
    fetch(`${baseUrl}/api/chatbot-demo/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ domain: 'not a domain' }),
    });

  it('ignores X-Forwarded-For by default: a new address per request still hits the per-address limit', async () => {
    const app = await startTestApp('sqlite', { limits });
    try {
      const statuses = [];
      for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3'])
        statuses.push((await createDemo(app.baseUrl, ip)).status);
      expect(statuses.slice(1)).toEqual([429, 429]);
    } finally {
      await app.stop();
    }
  });

  it('honours X-Forwarded-For from a trusted proxy: each forwarded client has its own budget', async () => {
    const app = await startTestApp('sqlite', { limits }, { TRUST_PROXY: 'loopback' });
    try {
      const statuses = [];
      for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.1'])
        statuses.push((await createDemo(app.baseUrl, ip)).status);
      expect(statuses[0]).not.toBe(429);
      expect(statuses[1]).not.toBe(429);
      expect(statuses[2]).toBe(429);
    } finally {
      await app.stop();
    }
  });
});
