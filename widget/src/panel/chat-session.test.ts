import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChatMessage } from '@vela/contracts';
import { Server, type Socket } from 'socket.io';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createEmitter } from '../core/emitter.ts';
import { createStore } from '../core/storage.ts';
import { type ChatSession, createChatSession } from './chat-session.ts';
import type { ChatState } from './chat-state.ts';

// A real Socket.IO server on loopback plays the `/chat` protocol from ARCHITECTURE.md, scripted so a test can
// cut the connection at an exact point; the product's own namespace is covered by the Playwright journeys.

beforeAll(() => {
  const g = globalThis as Record<string, unknown>;
  g.window ??= new EventTarget();
  g.document ??= Object.assign(new EventTarget(), { visibilityState: 'visible' });
  g.location ??= { href: 'https://forno.example/menu?giorno=domenica' };
});

interface Peer {
  url: string;
  handshakes: Record<string, unknown>[];
  sockets: Socket[];
  stop(): Promise<void>;
}

type Script = (socket: Socket, text: string, ack: (r: unknown) => void) => void;

const answer =
  (words: string[]): Script =>
  (socket, _text, ack) => {
    ack({ ok: true, conversationId: 'conv-1', messageId: 'm1' });
    socket.emit('answer:start', { messageId: 'm1' });
    for (const w of words) socket.emit('answer:token', { messageId: 'm1', delta: w });
    socket.emit('answer:end', {
      messageId: 'm1',
      text: words.join(''),
      sources: [{ url: 'https://forno.example/orari', title: 'Orari' }],
    });
  };

async function startPeer(
  script: Script,
  opts: { refuse?: string; history?: ChatMessage[]; greet?: (socket: Socket) => void } = {},
): Promise<Peer> {
  const http = createServer();
  const io = new Server(http, { cors: { origin: true } });
  const handshakes: Record<string, unknown>[] = [];
  const sockets: Socket[] = [];
  const chat = io.of('/chat');
  chat.use((socket, next) => {
    handshakes.push(socket.handshake.auth);
    next(opts.refuse ? new Error(opts.refuse) : undefined);
  });
  chat.on('connection', (socket) => {
    sockets.push(socket);
    opts.greet?.(socket);
    const { conversationId } = socket.handshake.auth as { conversationId?: string };
    if (conversationId === 'conv-1' && opts.history) {
      socket.emit('history', { conversationId, messages: opts.history });
    }
    socket.on('message', (m: { text: string }, ack: (r: unknown) => void) => script(socket, m.text, ack));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    handshakes,
    sockets,
    stop: () => new Promise((resolve) => io.close(() => resolve())),
  };
}

let peer: Peer | undefined;
let session: ChatSession | undefined;
afterEach(async () => {
  session?.destroy();
  await peer?.stop();
});

function open(url: string, events = createEmitter()) {
  const answers: string[] = [];
  session = createChatSession({
    serverUrl: url,
    auth: { botId: 'bot-1' },
    store: createStore('vela:bot:bot-1', undefined),
    events,
    onAnswer: (m) => answers.push(m.content),
    language: () => 'it',
    reconnect: { backoff: { baseMs: 20, maxMs: 100, factor: 2, jitter: 0 } },
  });
  session.connect();
  return { session, answers };
}

function until(s: ChatSession, ok: (state: ChatState) => boolean): Promise<ChatState> {
  return new Promise((resolve) => {
    if (ok(s.getState())) return resolve(s.getState());
    const off = s.subscribe((state) => {
      if (!ok(state)) return;
      off();
      resolve(state);
    });
  });
}

describe('chat session over Socket.IO', () => {
  it('streams an answer into one message and ends it with its text and sources', async () => {
    peer = await startPeer(answer(['Apriamo ', 'alle ', '7:30.']));
    const { session: s, answers } = open(peer.url);
    await until(s, (st) => st.connection === 'online');
    const seen: string[] = [];
    s.subscribe((st) => {
      const last = st.messages.at(-1);
      if (last?.role === 'assistant') seen.push(last.content);
    });
    s.send('  A che ora aprite?  ');
    const done = await until(s, (st) => !st.pending && st.messages.length === 2);
    expect(done.messages.map((m) => [m.role, m.content])).toEqual([
      ['user', 'A che ora aprite?'],
      ['assistant', 'Apriamo alle 7:30.'],
    ]);
    expect(done.messages[1]?.sources).toEqual([{ url: 'https://forno.example/orari', title: 'Orari' }]);
    expect(seen.slice(0, 3)).toEqual(['Apriamo ', 'Apriamo alle ', 'Apriamo alle 7:30.']);
    expect(answers).toEqual(['Apriamo alle 7:30.']);
    expect(peer.handshakes[0]).toMatchObject({
      botId: 'bot-1',
      language: 'it',
      page: 'https://forno.example/menu?giorno=domenica',
    });
  });

  it('when the connection drops, it reconnects by itself naming its conversation, and history restores it', async () => {
    const history: ChatMessage[] = [
      { role: 'user', content: 'A che ora aprite?', sources: [], timestamp: '2026-11-22T08:00:00.000Z' },
      {
        role: 'assistant',
        content: 'Apriamo alle 7:30.',
        sources: [],
        timestamp: '2026-11-22T08:00:01.000Z',
      },
    ];
    peer = await startPeer(answer(['Apriamo alle 7:30.']), { history });
    const { session: s } = open(peer.url);
    s.send('A che ora aprite?');
    await until(s, (st) => !st.pending && st.messages.length === 2);

    peer.sockets[0]?.conn.close();
    await until(s, (st) => st.connection === 'reconnecting');
    const back = await until(s, (st) => st.connection === 'online');
    expect(peer.handshakes).toHaveLength(2);
    expect(peer.handshakes[1]).toMatchObject({
      conversationId: 'conv-1',
      visitorId: peer.handshakes[0]?.visitorId,
    });
    expect(back.messages.map((m) => m.content)).toEqual(['A che ora aprite?', 'Apriamo alle 7:30.']);
  });

  it('a failed answer offers Retry, which asks the same question again without showing it twice', async () => {
    let calls = 0;
    peer = await startPeer((socket, text, ack) => {
      calls += 1;
      if (calls === 1) {
        ack({ ok: true, conversationId: 'conv-1', messageId: 'm0' });
        socket.emit('answer:error', { messageId: 'm0', message: 'boom' });
      } else answer([`Risposta a: ${text}`])(socket, text, ack);
    });
    const { session: s } = open(peer.url);
    s.send('Quanto costa il pane?');
    const failed = await until(s, (st) => Boolean(st.failed));
    expect(failed.pending).toBe(false);
    expect(failed.failed?.retryText).toBe('Quanto costa il pane?');
    s.retry();
    const ok = await until(s, (st) => !st.pending && !st.failed && st.messages.length === 2);
    expect(ok.messages.map((m) => m.content)).toEqual([
      'Quanto costa il pane?',
      'Risposta a: Quanto costa il pane?',
    ]);
  });

  it("a refused message fails with the server's reason, and the widget's listeners hear it", async () => {
    peer = await startPeer((_socket, _text, ack) =>
      ack({ ok: false, error: 'Too many messages. Please wait a minute and try again.' }),
    );
    const events = createEmitter();
    const errors: (string | undefined)[] = [];
    events.on('error', (e) => errors.push(e.message));
    const { session: s } = open(peer.url, events);
    s.send('One question too many?');
    const failed = await until(s, (st) => Boolean(st.failed));
    expect(failed.failed).toEqual({
      retryText: 'One question too many?',
      reason: 'Too many messages. Please wait a minute and try again.',
    });
    expect(errors).toEqual(['Too many messages. Please wait a minute and try again.']);
  });

  it("passes a demo's training progress on to the widget's listeners", async () => {
    peer = await startPeer(() => {}, {
      greet: (socket) => {
        socket.emit('training:progress', { status: 'crawling', done: 3, total: 10 });
        socket.emit('training:progress', { status: 'ready', done: 10, total: 10 });
      },
    });
    const events = createEmitter();
    const seen: string[] = [];
    events.on('training', (p) => seen.push(`${p.status} ${p.done}/${p.total}`));
    open(peer.url, events);
    await new Promise<void>((resolve) => events.on('training', (p) => p.status === 'ready' && resolve()));
    expect(seen).toEqual(['crawling 3/10', 'ready 10/10']);
  });

  it('ignores a second message while a reply is pending', async () => {
    peer = await startPeer(() => {});
    const { session: s } = open(peer.url);
    s.send('uno');
    s.send('due');
    expect(s.getState().messages.map((m) => m.content)).toEqual(['uno']);
    expect(s.getState().pending).toBe(true);
  });

  it('when the server refuses the handshake, its reason is shown and a pending question fails with Retry', async () => {
    peer = await startPeer(() => {}, { refuse: 'Questo chatbot non esiste' });
    const { session: s } = open(peer.url);
    s.send('Ciao');
    const refused = await until(s, (st) => st.connection === 'refused');
    expect(refused.refusal).toBe('Questo chatbot non esiste');
    expect(refused.failed?.retryText).toBe('Ciao');
  });

  it('a new conversation forgets the conversation id, so the next message starts another one', async () => {
    peer = await startPeer(answer(['ok']));
    const store = createStore('vela:bot:new-conv', undefined);
    session = createChatSession({
      serverUrl: peer.url,
      auth: { botId: 'bot-1' },
      store,
      events: createEmitter(),
      onAnswer: () => {},
      language: () => 'en',
    });
    session.send('first');
    await until(session, (st) => !st.pending && st.messages.length === 2);
    expect(store.read().conversationId).toBe('conv-1');
    session.newConversation();
    expect(session.getState().messages).toEqual([]);
    expect(store.read().conversationId).toBeUndefined();
  });
});
