import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TrainingProgress } from '@vela/contracts';
import { type FixtureSite, startFixtureSite } from '@vela/worker/test/fixture-site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStorage } from '../db/database.ts';
import { browserLikeClient, PG_URL } from '../test/test-app.ts';
import { REDIS_URL, startWorkerProcess, stopWorkerProcess } from '../trainings/test/queue-harness.ts';
import { ask, type ClientSocket, connectChat, newVisitorId, registerBotOwner } from './chat-test.setup.ts';
import { startChatNode, stopChild } from './test/chat-nodes.ts';

/** Collects a socket's training:progress events until one says `status`. */
function progressUntil(socket: ClientSocket, status: TrainingProgress['status'], timeoutMs = 60_000) {
  const seen: TrainingProgress[] = [];
  return new Promise<TrainingProgress[]>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no '${status}' in ${JSON.stringify(seen)}`)), timeoutMs);
    socket.on('training:progress', (p) => {
      seen.push(p);
      if (p.status === status) {
        clearTimeout(timer);
        resolve(seen);
      }
    });
  });
}

describe('two chat-service nodes, one Redis, one worker process', () => {
  let site: FixtureSite;
  let first: { url: string; child: ChildProcess };
  let second: { url: string; child: ChildProcess };
  let worker: ChildProcess;
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    site = await startFixtureSite();
    const schema = `t_${randomBytes(6).toString('hex')}`;
    // Migrate once, so the two nodes do not race to create the same tables.
    const storage = await openStorage({
      dataDir: mkdtempSync(path.join(os.tmpdir(), 'vela-2n-')),
      databaseUrl: PG_URL,
      pgSchema: schema,
    });
    await storage.close();
    const prefix = `vela-2n-${randomBytes(4).toString('hex')}`;
    const resolve = `${site.domain}=${site.baseUrl}`;
    const env = {
      DATABASE_URL: PG_URL,
      PG_SCHEMA: schema,
      REDIS_URL,
      QUEUE_PREFIX: prefix,
      CRAWL_RESOLVE: resolve,
      // As in any deployment of several nodes: one secret, so each reads the others' session cookies.
      SESSION_SECRET: randomBytes(24).toString('hex'),
    };
    [first, second, worker] = await Promise.all([
      startChatNode(env),
      startChatNode(env),
      startWorkerProcess({ prefix, resolve }),
    ]);
  }, 60_000);
  afterAll(async () => {
    for (const s of sockets) s.close();
    await Promise.all([
      first && stopChild(first.child),
      second && stopChild(second.child),
      worker && stopWorkerProcess(worker),
    ]);
    await site?.close();
  });

  it('a socket on the first node follows a crawl started on the second and run by the worker, then gets answers', async () => {
    expect(first.url).not.toBe(second.url);
    const created = await browserLikeClient(second.url)('POST', '/api/chatbot-demo/create', {
      domain: site.domain,
    });
    expect(created.status).toBe(201);
    const { demoId } = created.json();
    const socket = await connectChat(first.url, { demoId, visitorId: newVisitorId() });
    sockets.push(socket);
    const events = await progressUntil(socket, 'ready');
    // More than the one status sent on connect: live events crossed from the queue to this node.
    expect(events.length).toBeGreaterThan(2);
    expect(events.some((e) => e.status === 'crawling' && e.done > 0)).toBe(true);
    expect(events.at(-1)).toMatchObject({ status: 'ready', done: expect.any(Number) });

    const result = await ask(socket, 'Quanto costa il corso di panificazione?');
    expect(result.end?.text).toContain('65 €');
    expect(result.end?.sources.map((s) => new URL(s.url).pathname)).toContain('/corsi');
  });

  it('a bot owner’s socket on the first node hears its company information being indexed through the second', async () => {
    const { client, cookie, botId } = await registerBotOwner(second.url, 'two-nodes');
    // Signed in on the first node through the session both share in Redis.
    const socket = await connectChat(first.url, { botId, visitorId: newVisitorId() }, { cookie });
    sockets.push(socket);
    const ready = progressUntil(socket, 'ready');
    await client('PUT', '/api/chatbot/settings', {
      companyInfo: 'La Bottega Verde ripara biciclette dal 1990 a Modena.',
    });
    await ready;
    const result = await ask(socket, 'Dal quando riparate biciclette?');
    expect(result.end?.text).toContain('1990');
  });
});
