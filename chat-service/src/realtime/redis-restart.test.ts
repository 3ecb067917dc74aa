import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { CHAT_ERROR_TEXT } from '@vela/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../test/test-app.ts';
import { ask, type ClientSocket, connectChat, newVisitorId, seedDemo } from './chat-test.setup.ts';

/** A free TCP port on this machine. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A Redis of this test's own, so stopping it disturbs no other test. */
async function startRedis(port: number): Promise<ChildProcess> {
  const redis = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    redis.stdout?.on('data', (data: Buffer) => {
      if (data.toString().includes('Ready to accept connections')) resolve();
    });
    redis.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
  });
  return redis;
}

async function stopRedis(redis: ChildProcess) {
  if (redis.exitCode !== null || redis.signalCode !== null) return;
  const exited = once(redis, 'exit');
  redis.kill('SIGKILL');
  await exited;
}

describe('the chat while its Redis restarts', () => {
  let port: number;
  let redis: ChildProcess;
  let app: Awaited<ReturnType<typeof startTestApp>>;
  let socket: ClientSocket;

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    app = await startTestApp('sqlite', {}, { REDIS_URL: `redis://127.0.0.1:${port}` });
    const demoId = await seedDemo(app.storage.db);
    socket = await connectChat(app.baseUrl, { demoId, visitorId: newVisitorId() });
  }, 30_000);
  afterAll(async () => {
    socket?.close();
    if (redis) await stopRedis(redis);
  });

  it('answers, tells a visitor plainly while Redis is down, and answers again once it is back', async () => {
    const question = 'A che ora aprite la domenica?';
    expect((await ask(socket, question)).end?.text).toContain('7:30');

    await stopRedis(redis);
    const down = await ask(socket, question);
    const failure = down.ack.ok ? down.error : down.ack.error;
    expect(failure).toBe(CHAT_ERROR_TEXT);
    expect(socket.connected).toBe(true);

    redis = await startRedis(port);
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
