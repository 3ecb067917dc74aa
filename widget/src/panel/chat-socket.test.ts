import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type ServerOptions, type Socket } from 'socket.io';
import { afterEach, describe, expect, it } from 'vitest';
import { type ChatSocket, createChatSocket } from './chat-socket.ts';

// A real Socket.IO server on loopback checks that the widget's own client speaks the protocol as socket.io-client
// does: handshake auth, events, acks, sends made before the connection, and the polling fallback.

let servers: Server[] = [];
let client: ChatSocket | undefined;
afterEach(async () => {
  client?.disconnect();
  await Promise.all(servers.map((io) => new Promise((resolve) => io.close(resolve))));
  servers = [];
});

async function serve(
  onConnection: (socket: Socket) => void,
  opts: Partial<ServerOptions> & { refuse?: string } = {},
) {
  const http = createServer();
  const io = new Server(http, { cors: { origin: true }, ...opts });
  servers.push(io);
  io.of('/chat').use((_socket, next) => next(opts.refuse ? new Error(opts.refuse) : undefined));
  io.of('/chat').on('connection', onConnection);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
}

function connect(url: string, ackTimeout = 2000) {
  const log: string[] = [];
  client = createChatSocket({
    url,
    namespace: '/chat',
    ackTimeout,
    auth: () => ({ botId: 'bot-1', visitorId: 'visitor-1' }),
  });
  client.on('connect', () => log.push('connect'));
  client.on('connect_error', (err) => log.push(`connect_error ${err.message}`));
  client.on('disconnect', (reason) => log.push(`disconnect ${reason}`));
  client.connect();
  return { socket: client, log };
}

const until = async (ok: () => boolean) => {
  for (let i = 0; i < 200 && !ok(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(ok()).toBe(true);
};

describe("the widget's Socket.IO client", () => {
  it('sends its auth, delivers what was sent before the connection, and gets acks and events back', async () => {
    const auths: unknown[] = [];
    const url = await serve((socket) => {
      auths.push(socket.handshake.auth);
      socket.on('feedback', (f, ack) => {
        ack({ ok: true });
        socket.emit('answer:token', { messageId: f.messageId, delta: `rated ${f.rating}` });
      });
    });
    const { socket, log } = connect(url);
    const acks: unknown[] = [];
    const tokens: string[] = [];
    socket.on('answer:token', (t) => tokens.push(t.delta));
    socket.emit('feedback', { messageId: 'm1', rating: 'up' }, (err, res) => acks.push(err ?? res));
    await until(() => tokens.length === 1);
    expect(log).toEqual(['connect']);
    expect(auths).toEqual([{ botId: 'bot-1', visitorId: 'visitor-1' }]);
    expect(acks).toEqual([{ ok: true }]);
    expect(tokens).toEqual(['rated up']);
  });

  it('falls back to long-polling where WebSocket is not available', async () => {
    let transport = '';
    const url = await serve(
      (socket) => {
        transport = socket.conn.transport.name;
        socket.on('forget', (_f, ack) => ack({ ok: true }));
      },
      { transports: ['polling'] },
    );
    const { socket, log } = connect(url);
    const acks: unknown[] = [];
    socket.emit('forget', {}, (err, res) => acks.push(err ?? res));
    await until(() => acks.length === 1);
    expect([transport, log, acks]).toEqual(['polling', ['connect'], [{ ok: true }]]);
  });

  it('when the server refuses the handshake, reports its reason and stops being active', async () => {
    const url = await serve(() => {}, { refuse: 'This chatbot does not exist' });
    const { socket, log } = connect(url);
    await until(() => log.length === 1);
    expect(log).toEqual(['connect_error This chatbot does not exist']);
    expect(socket.active).toBe(false);
  });

  it('an ack that never comes times out; one awaited when the connection drops fails at once', async () => {
    const url = await serve(() => {});
    const { socket, log } = connect(url, 100);
    const errors: string[] = [];
    socket.emit('forget', {}, (err) => errors.push(String(err?.message)));
    await until(() => errors.length === 1);
    expect(errors).toEqual(['operation has timed out']);

    const slow = await serve((s) => s.on('forget', () => s.conn.close()));
    client?.disconnect();
    const second = connect(slow, 5000);
    second.socket.emit('forget', {}, (err) => errors.push(String(err?.message)));
    await until(() => errors.length === 2);
    expect(errors[1]).toBe('socket has been disconnected');
    expect(second.log).toEqual(['connect', 'disconnect transport close']);
    expect(second.socket.active).toBe(true);
    expect(log).toEqual(['connect', 'disconnect io client disconnect']);
  });

  it('disconnecting while it connects ends the attempt quietly; once connected, the server hears it leave', async () => {
    const left: string[] = [];
    const url = await serve((socket) => socket.on('disconnect', (reason) => left.push(reason)));
    const first = connect(url);
    first.socket.disconnect();
    await new Promise((r) => setTimeout(r, 100));
    expect([first.log, first.socket.active]).toEqual([[], false]);

    const second = connect(url);
    await until(() => second.log.length === 1);
    second.socket.disconnect();
    await until(() => left.length === 1);
    expect([second.log, left]).toEqual([
      ['connect', 'disconnect io client disconnect'],
      ['client namespace disconnect'],
    ]);
  });

  it('when the server closes the namespace, it reports it and connects again when asked', async () => {
    let connections = 0;
    const url = await serve((socket) => {
      connections += 1;
      if (connections === 1) setTimeout(() => socket.disconnect(), 20);
    });
    const { socket, log } = connect(url);
    await until(() => log.length === 2);
    expect(log).toEqual(['connect', 'disconnect io server disconnect']);
    expect(socket.active).toBe(false);
    socket.connect();
    await until(() => log.length === 3);
    expect([log[2], socket.active, connections]).toEqual(['connect', true, 2]);
  });
});
