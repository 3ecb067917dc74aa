import type { ClientToServerEvents, ServerToClientEvents } from '@vela/contracts';
import { Manager, type Socket } from 'socket.io-client';
import { debug } from '../core/debug.ts';
import type { Emitter } from '../core/emitter.ts';
import type { Store } from '../core/storage.ts';
import {
  appendDelta,
  applyHistory,
  type ChatState,
  failAnswer,
  finishAnswer,
  initialState,
  localId,
  type ViewMessage,
} from './chat-state.ts';
import { createReconnector, type ReconnectorDeps } from './reconnect.ts';
import * as textParser from './text-parser.ts';

/** Without any sign of progress for this long, a reply counts as failed and Retry is offered. */
const STALL_MS = 30_000;

export interface SessionDeps {
  serverUrl: string;
  auth: { botId: string } | { demoId: string };
  /** The widget's language, so the server words its refusals in it. */
  language(): string;
  store: Store;
  events: Emitter;
  onAnswer(message: ViewMessage): void;
  reconnect?: ReconnectorDeps;
}

export interface ChatSession {
  getState(): ChatState;
  subscribe(fn: (s: ChatState) => void): () => void;
  /** Connects on the first call (the panel opened); later calls retry a lost connection at once. */
  connect(): void;
  send(text: string): void;
  retry(): void;
  /** Forgets the conversation id: the next message starts a new conversation. */
  newConversation(): void;
  destroy(): void;
}

/** One visitor's conversation with one bot over the `/chat` namespace, with its own reconnection policy. */
export function createChatSession(deps: SessionDeps): ChatSession {
  const { store, events } = deps;
  let state = initialState;
  const listeners = new Set<(s: ChatState) => void>();
  const set = (next: ChatState) => {
    state = next;
    for (const fn of listeners) fn(state);
  };
  let socket: Socket<ServerToClientEvents, ClientToServerEvents> | undefined;
  let answerId: string | undefined;
  let lastText = '';
  let stall: ReturnType<typeof setTimeout> | undefined;

  /** Ends the awaited reply as failed, if one is awaited, in one change of state from `from`. */
  const fail = (reason?: string, from = state) => {
    clearTimeout(stall);
    set(from.pending ? failAnswer(from, lastText, reason) : from);
    if (from.pending) events.emit('error', { message: reason });
  };
  const progress = () => {
    clearTimeout(stall);
    stall = setTimeout(() => fail(), STALL_MS);
  };
  const settle = () => clearTimeout(stall);
  /** Events of the answer being awaited; the first one seen names it. */
  const ours = (id: string) => {
    if (!state.pending) return false;
    answerId ??= id;
    return answerId === id;
  };

  const reconnector = createReconnector(() => socket?.connect(), deps.reconnect);
  const retryNow = () => document.visibilityState !== 'hidden' && reconnector.now();

  const open = () => {
    // WebSocket first, then long-polling; reconnection is ours (see reconnect.ts), not the manager's.
    const manager = new Manager(deps.serverUrl, {
      transports: ['websocket', 'polling'],
      tryAllTransports: true,
      reconnection: false,
      withCredentials: false,
      parser: textParser,
    });
    const s: Socket<ServerToClientEvents, ClientToServerEvents> = manager.socket('/chat', {
      auth: (cb) => {
        const { visitorId, conversationId } = store.read();
        cb({ ...deps.auth, visitorId, conversationId, language: deps.language() });
      },
    });
    s.on('connect', () => {
      reconnector.connected();
      set({ ...state, connection: 'online', refusal: undefined });
    });
    s.on('connect_error', (err) => {
      debug('connect_error', err.message);
      // An inactive socket was refused by the server (unknown bot, site not allowed), not cut off by the network.
      const refused = !s.active;
      if (refused) fail(err.message, { ...state, connection: 'refused', refusal: err.message });
      else set({ ...state, connection: 'reconnecting' });
      reconnector.lost();
    });
    s.on('disconnect', (reason) => {
      debug('disconnect', reason);
      if (reason === 'io client disconnect') return;
      set({ ...state, connection: 'reconnecting' });
      reconnector.lost();
    });
    s.on('history', (h) => {
      if (h.conversationId !== store.read().conversationId) return;
      set(applyHistory(state, h.messages));
      if (!state.pending) settle();
    });
    s.on('answer:start', ({ messageId }) => ours(messageId) && progress());
    s.on('answer:token', ({ messageId, delta }) => {
      if (!ours(messageId)) return;
      progress();
      set(appendDelta(state, messageId, delta));
    });
    s.on('answer:end', ({ messageId, text, sources }) => {
      if (!ours(messageId)) return;
      settle();
      set(finishAnswer(state, messageId, text, sources ?? []));
      const done = state.messages.at(-1) as ViewMessage;
      events.emit('message', { role: 'assistant', content: done.content, sources: done.sources });
      deps.onAnswer(done);
    });
    s.on('answer:error', ({ messageId, message }) => ours(messageId) && fail(message));
    s.on('training:progress', (p) => events.emit('training', p));
    window.addEventListener('online', retryNow);
    document.addEventListener('visibilitychange', retryNow);
    set({ ...state, connection: 'connecting' });
    return s;
  };

  const send = (raw: string) => {
    const text = raw.trim();
    if (!text || state.pending) return;
    socket ??= open();
    lastText = text;
    answerId = undefined;
    const mine: ViewMessage = { id: localId(), role: 'user', content: text, sources: [] };
    set({ ...state, messages: [...state.messages, mine], pending: true, failed: undefined });
    events.emit('message', { role: 'user', content: text, sources: [] });
    progress();
    retryNow();
    socket
      .timeout(STALL_MS)
      .emit('message', { text, conversationId: store.read().conversationId }, (err, ack) => {
        if (err || !ack?.ok) return fail(ack?.ok === false ? ack.error : undefined);
        store.write({ conversationId: ack.conversationId });
      });
  };

  return {
    getState: () => state,
    subscribe(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    connect() {
      if (socket) retryNow();
      else socket = open();
    },
    send,
    retry() {
      const text = state.failed?.retryText;
      if (!text) return;
      // The failed question is asked again rather than shown twice.
      const i = state.messages.findLastIndex((m) => m.role === 'user');
      set({ ...state, failed: undefined, messages: state.messages.filter((_, j) => j !== i) });
      send(text);
    },
    newConversation() {
      settle();
      answerId = undefined;
      store.write({ conversationId: undefined });
      set({ ...initialState, connection: state.connection });
    },
    destroy() {
      settle();
      reconnector.stop();
      window.removeEventListener('online', retryNow);
      document.removeEventListener('visibilitychange', retryNow);
      socket?.disconnect();
      listeners.clear();
    },
  };
}
