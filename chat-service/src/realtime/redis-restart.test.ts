import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import { CHAT_ERROR_TEXT } from '@vela/contracts';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, killProcess, startOwnRedis } from '../test/own-redis.ts';
import { startTestApp } from '../test/test-app.ts';
import { ask, type ClientSocket, connectChat, newVisitorId, seedDemo } from './chat-test.setup.ts';
import { createSocketServer } from './socket-server.ts';

describe('the chat while its Redis restarts', () => {
  let port: number;
  let redis: ChildProcess;
  let app: Awaited<ReturnType<typeof startTestApp>>;
  let socket: ClientSocket;

  beforeAll(async () => {
    port = await freePort();
    redis = await startOwnRedis(port);
    app = await startTestApp('sqlite', {}, { REDIS_URL: `redis://127.0.0.1:${port}` });
    const demoId = await seedDemo(app.storage.db);
    socket = await connectChat(app.baseUrl, { demoId, visitorId: newVisitorId() });
  }, 30_000);
  afterAll(async () => {
    socket?.close();
    if (redis) await killProcess(redis);
  });

  it('answers, tells a visitor plainly while Redis is down, and answers again once it is back', async () => {
    const question = 'A che ora aprite la domenica?';
    expect((await ask(socket, question)).end?.text).toContain('7:30');

    await killProcess(redis);
    const down = await ask(socket, question);
    const failure = down.ack.ok ? down.error : down.ack.error;
    expect(failure).toBe(CHAT_ERROR_TEXT);
    expect(socket.connected).toBe(true);

    redis = await startOwnRedis(port);
    let answered: string | undefined;
    for (let attempt = 0; attempt < 50 && !answered; attempt++) {
      const result = await ask(socket, question);
      answered = result.end?.text;
      if (!answered) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(answered).toContain('7:30');

    // Stopping moments after Redis came back never hangs on a queue still reconnecting.
    socket.close();
    const stopped = await Promise.race([
      app.stop().then(() => 'stopped'),
      new Promise((resolve) => setTimeout(() => resolve('hung'), 15_000)),
    ]);
    expect(stopped).toBe('stopped');
  }, 60_000);
});

describe('the socket server’s Redis adapter', () => {
  it('drops the commands queued while Redis is away, when it stops, without an unhandled rejection', async () => {
    const port = await freePort();
    const redis = await startOwnRedis(port);
    const client = new Redis(`redis://127.0.0.1:${port}`, { lazyConnect: false });
    client.on('error', () => {});
    const sockets = createSocketServer(
      createServer(),
      client,
      pino({ level: 'silent' }),
      (_req, _res, next) => next(),
    );
    // Gone before the adapter's connections are up: its subscriptions wait in their offline queues.
    await killProcess(redis);
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      // Queued too, then dropped with the subscriptions when the server closes its connections.
      sockets.io.emit('training:progress', { status: 'ready' } as never);
      await sockets.close();
      client.disconnect();
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
    expect(unhandled).toEqual([]);
  }, 30_000);
});
