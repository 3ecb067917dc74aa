import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChatLeadList } from '@vela/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask, connectChat, newVisitorId, registerBotOwner } from '../realtime/chat-test.setup.ts';
import { startTestApp } from '../test/test-app.ts';
import { REDIS_URL } from '../trainings/test/queue-harness.ts';

describe('lead webhooks through BullMQ (REDIS_URL)', () => {
  let app: Awaited<ReturnType<typeof startTestApp>>;
  const received: { delivery: string | undefined; body: string }[] = [];
  const statuses = [500, 502];
  const hook = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      received.push({ delivery: req.headers['x-vela-delivery'] as string | undefined, body });
      res.statusCode = statuses.shift() ?? 200;
      res.end();
    });
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    app = await startTestApp(
      'sqlite',
      {
        queuePrefix: `vela-hooks-${randomBytes(4).toString('hex')}`,
        webhookRetry: { attempts: 4, retryDelayMs: 50 },
      },
      { REDIS_URL, WEBHOOK_ALLOW_PRIVATE_HOSTS: '1' },
    );
  });
  afterAll(async () => {
    await app?.stop();
    hook.close();
  });

  it('retries a failing delivery as a queued job until the receiver takes it', async () => {
    const { port } = hook.address() as AddressInfo;
    const owner = await registerBotOwner(app.baseUrl, 'hooks-bullmq');
    await owner.client('PUT', '/api/chatbot/settings', { webhookUrl: `http://127.0.0.1:${port}/hook` });
    const visitor = await connectChat(app.baseUrl, { botId: owner.botId, visitorId: newVisitorId() });
    await ask(visitor, 'Could someone call me back about a quote?');
    const ack = await new Promise((resolve) =>
      visitor.emit('lead', { name: 'Ada Lovelace', contact: 'ada@example.com', consent: true }, resolve),
    );
    visitor.close();
    expect(ack).toEqual({ ok: true });
    const end = Date.now() + 20_000;
    let status: string | undefined;
    while (Date.now() < end && status !== 'delivered') {
      status = ((await owner.client('GET', '/api/chatbot/leads')).json() as ChatLeadList).leads[0]?.webhook;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe('delivered');
    expect(received).toHaveLength(3);
    expect(new Set(received.map((r) => r.delivery)).size).toBe(1);
    expect(JSON.parse(received[2]?.body ?? '{}').lead.name).toBe('Ada Lovelace');
  });
});
