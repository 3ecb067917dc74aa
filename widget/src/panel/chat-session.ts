import type { ClientToServerEvents } from '@vela/contracts';
import { debug } from '../core/debug.ts';
import type { Emitter } from '../core/emitter.ts';
import type { Store } from '../core/storage.ts';
import { type ChatSocket, createChatSocket } from './chat-socket.ts';
import {
  appendDelta,
  applyHistory,
  type ChatState,
  failAnswer,
  finishAnswer,
  initialState,
  localId,
  type Rating,
  type ViewMessage,
} from './chat-state.ts';
import { createReconnector, type ReconnectorDeps } from './reconnect.ts';

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
  /** Rates an answer (a 👎 then opens its comment box); with a comment, adds it. Resolves whether it was saved. */
  rate(messageId: string, rating: Rating, comment?: string): Promise<boolean>;
  /** Leaves the visitor's name and email or phone with the bot's owner. */
  lead(name: string, contact: string, consent: boolean): Promise<boolean>;
  /** Deletes the conversation on the server, then starts afresh. */
  forget(): Promise<boolean>;
  /** Opens or closes a box: the comment box, the delete confirmation. */
  show(ui: Pick<ChatState, 'commenting' | 'confirmForget'>): void;
  destroy(): void;
}

/** One visitor's conversation with one bot over the `/chat` namespace, with its own reconnection policy. */
export function createChatSession(deps: SessionDeps): ChatSession {
  const { store, events } = deps;
  let state: ChatState = { ...initialState, conversationId: store.read().conversationId };
  const listeners = new Set<(s: ChatState) => void>();
  const set = (next: ChatState) => {
    state = next;
    for (const fn of listeners) fn(state);
  };
  let socket: ChatSocket | undefined;
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
    const s = createChatSocket({
      url: deps.serverUrl,
      namespace: '/chat',
      ackTimeout: STALL_MS,
      auth: () => {
        const { visitorId, conversationId } = store.read();
        return { ...deps.auth, visitorId, conversationId, language: deps.language(), page: location.href };
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
    s.on('answer:end', ({ messageId, text, sources, offerContact }) => {
      if (!ours(messageId)) return;
      settle();
      const { conversationId, leadSentIn } = store.read();
      // One contact form at a time, and none once the visitor has left their details in this conversation.
      const offer =
        offerContact && (!conversationId || leadSentIn !== conversationId) ? messageId : state.offer;
      set({ ...finishAnswer(state, messageId, text, sources ?? []), offer });
      const done = state.messages.at(-1) as ViewMessage;
      events.emit('message', { role: 'assistant', content: done.content, sources: done.sources });
      deps.onAnswer(done);
    });
    s.on('answer:error', ({ messageId, message }) => ours(messageId) && fail(message));
    s.on('training:progress', (p) => events.emit('training', p));
    window.addEventListener('online', retryNow);
    document.addEventListener('visibilitychange', retryNow);
    set({ ...state, connection: 'connecting' });
    s.connect();
    return s;
  };

  const send = (raw: string) => {
    const text = raw.trim();
    if (!text || state.pending) return;
    socket ??= open();
    lastText = text;
    answerId = undefined;
    const mine: ViewMessage = { id: localId(), role: 'user', content: text, sources: [] };
    set({ ...state, messages: [...state.messages, mine], pending: true, failed: undefined, thanked: false });
    events.emit('message', { role: 'user', content: text, sources: [] });
    progress();
    retryNow();
    socket.emit('message', { text, conversationId: store.read().conversationId }, (err, ack) => {
      if (err || !ack?.ok) return fail(ack?.ok === false ? ack.error : undefined);
      store.write({ conversationId: ack.conversationId });
      set({ ...state, conversationId: ack.conversationId });
    });
  };

  /**
   * Sends a request the server acknowledges; once it agrees, `done` gives the next state. A refusal, or no
   * answer in time, is kept as a problem shown where the visitor asked (`at`).
   */
  const request = <E extends 'feedback' | 'lead' | 'forget'>(
    event: E,
    payload: Parameters<ClientToServerEvents[E]>[0],
    at: string,
    done: () => ChatState,
  ) =>
    new Promise<boolean>((resolve) => {
      socket ??= open();
      retryNow();
      socket.emit(event, payload, (err, ack) => {
        const ok = !err && ack?.ok === true;
        set(
          ok
            ? { ...done(), problem: undefined }
            : { ...state, problem: { at, text: ack?.ok === false ? ack.error : undefined } },
        );
        resolve(ok);
      });
    });

  const restart = () => {
    settle();
    answerId = undefined;
    store.write({ conversationId: undefined });
    set({ ...initialState, connection: state.connection });
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
    newConversation: restart,
    rate(messageId, rating, comment) {
      const again = state.messages.some((m) => m.id === messageId && m.rating === rating);
      // Pressing the chosen rating again changes nothing on the server; a 👎 reopens its comment box.
      if (again && !comment) {
        set({ ...state, commenting: rating === 'down' ? messageId : undefined });
        return Promise.resolve(true);
      }
      return request('feedback', { messageId, rating, comment }, messageId, () => ({
        ...state,
        messages: state.messages.map((m) => (m.id === messageId ? { ...m, rating } : m)),
        commenting: rating === 'down' && !comment ? messageId : undefined,
        thanked: true,
      }));
    },
    lead(name, contact, consent) {
      return request('lead', { name, contact, consent }, 'lead', () => {
        store.write({ leadSentIn: store.read().conversationId });
        return { ...state, leadSent: true };
      });
    },
    forget() {
      return request('forget', {}, 'forget', () => {
        restart();
        return state;
      });
    },
    show(ui) {
      set({ ...state, ...ui, problem: undefined });
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
