import { chatTexts, type TrainingProgress } from '@vela/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, startTestApp } from '../test/test-app.ts';
import { type ClientSocket, connectChat, newVisitorId, registerBotOwner } from './chat-test.setup.ts';

/** Collects a socket's training:progress events. */
function recordProgress(socket: ClientSocket): TrainingProgress[] {
  const seen: TrainingProgress[] = [];
  socket.on('training:progress', (p) => seen.push(p));
  return seen;
}

const until = async (check: () => boolean, what: string, timeoutMs = 30_000) => {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe.each(dialects)('who hears what on /chat (%s)', (dialect) => {
  let app: Awaited<ReturnType<typeof startTestApp>>;
  const sockets: ClientSocket[] = [];
  const connect = async (auth: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const socket = await connectChat(app.baseUrl, auth, headers);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    app = await startTestApp(dialect, { socketsPerAddress: 4 });
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await app.stop();
  });

  it("a bot's training progress reaches its signed-in owner's socket, never a visitor's", async () => {
    const { client: owner, cookie, botId } = await registerBotOwner(app.baseUrl, 'progress-owner');
    expect(cookie).toMatch(/^vela\.sid=/);

    const ownerSocket = await connect({ botId, visitorId: newVisitorId() }, { cookie });
    const visitorSocket = await connect({ botId, visitorId: newVisitorId() });
    // Another signed-in user is a visitor of this bot too.
    const stranger = await registerBotOwner(app.baseUrl, 'progress-stranger');
    const strangerSocket = await connect({ botId, visitorId: newVisitorId() }, { cookie: stranger.cookie });
    const toOwner = recordProgress(ownerSocket);
    const toVisitor = recordProgress(visitorSocket);
    const toStranger = recordProgress(strangerSocket);

    const saved = await owner('PUT', '/api/chatbot/settings', {
      companyInfo: 'La Bottega Verde ripara biciclette dal 1990 a Modena.',
    });
    expect(saved.status).toBe(200);
    await until(() => toOwner.some((p) => p.status === 'ready'), "the owner's 'ready'");
    expect(toOwner.length).toBeGreaterThan(0);
    // The same events went out on the same node: had they been sent to visitors, they would be here.
    await new Promise((r) => setTimeout(r, 200));
    expect(toVisitor).toEqual([]);
    expect(toStranger).toEqual([]);
  });

  it('refuses more sockets from one address than the limit, in the visitor’s language, and frees a slot on disconnect', async () => {
    const { botId } = await registerBotOwner(app.baseUrl, 'sockets-owner');
    for (const s of sockets.splice(0)) s.close();
    await new Promise((r) => setTimeout(r, 100));
    const open = await Promise.all([1, 2, 3, 4].map(() => connect({ botId, visitorId: newVisitorId() })));
    const refused = await connect({ botId, visitorId: newVisitorId(), language: 'it' }).then(
      () => 'connected',
      (err: Error) => err.message,
    );
    expect(refused).toBe(chatTexts.it.tooManyConnections);
    open[0]?.close();
    await until(() => open[0]?.connected === false, 'the disconnect');
    await new Promise((r) => setTimeout(r, 100));
    const again = await connect({ botId, visitorId: newVisitorId() });
    expect(again.connected).toBe(true);
  });
});
