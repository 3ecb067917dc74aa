import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChatAck, ChatMessage } from '@vela/contracts';
import { Server } from 'socket.io';
import { createEmitter } from '../core/emitter.ts';
import type { PanelHandle } from '../core/panel-contract.ts';
import { createStore, type Store } from '../core/storage.ts';
import { type Language, stringsFor } from '../i18n/strings.ts';
import { mountPanel } from '../panel/panel.entry.ts';

// The real panel and session in happy-dom, talking to a real Socket.IO server on loopback that plays the bot's
// side of `/chat` (ARCHITECTURE.md), scripted per test: what the visitor sees is what the tests read.

export interface BotScript {
  /** Whether each answer offers the contact form, by the question asked. */
  offerContact?: (question: string) => boolean;
  /** Sent to a visitor who comes back to conversation `conv-1`. */
  history?: ChatMessage[];
  /** Answers to `feedback`, `lead` and `forget`, in order; `{ ok: true }` once they run out. */
  acks?: Partial<Record<'feedback' | 'lead' | 'forget', ChatAck[]>>;
  /** Holds each answer's end until the promise resolves, so a test can look at it while it streams. */
  holdEnd?: () => Promise<void>;
}

export interface Bot {
  url: string;
  /** What the widget sent: `[event, payload]`, in order (messages included). */
  received: [string, unknown][];
  stop(): Promise<void>;
}

export async function startBot(script: BotScript = {}): Promise<Bot> {
  const http = createServer();
  const io = new Server(http, { cors: { origin: true } });
  const received: [string, unknown][] = [];
  let answers = 0;
  io.of('/chat').on('connection', (socket) => {
    const { conversationId } = socket.handshake.auth as { conversationId?: string };
    if (conversationId === 'conv-1' && script.history) {
      socket.emit('history', { conversationId, messages: script.history });
    }
    socket.on('message', async (m: { text: string }, ack: (r: unknown) => void) => {
      received.push(['message', m]);
      answers += 1;
      const messageId = `a${answers}`;
      ack({ ok: true, conversationId: 'conv-1', messageId });
      socket.emit('answer:start', { messageId });
      socket.emit('answer:token', { messageId, delta: `Risposta ${answers}` });
      await script.holdEnd?.();
      const offerContact = script.offerContact?.(m.text) || undefined;
      socket.emit('answer:end', { messageId, text: `Risposta ${answers}`, sources: [], offerContact });
    });
    for (const event of ['feedback', 'lead', 'forget'] as const) {
      socket.on(event, (payload: unknown, ack: (r: ChatAck) => void) => {
        received.push([event, payload]);
        ack(script.acks?.[event]?.shift() ?? { ok: true });
      });
    }
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    received,
    stop: () => new Promise((resolve) => io.close(() => resolve())),
  };
}

export interface Visitor {
  shadow: ShadowRoot;
  panel: PanelHandle;
  store: Store;
  /** The button named so (aria-label or text), or undefined. */
  button(name: string): HTMLButtonElement | undefined;
  /** Sends a question and waits for its answer to end. */
  ask(question: string): Promise<void>;
  /** The answers' bubbles, in order. */
  answers(): HTMLElement[];
  /** The live region's text. */
  announced(): string;
  focused(): Element | null;
  destroy(): void;
}

export function openChat(
  bot: Bot,
  opts: { language?: Language; privacyUrl?: string; conversationId?: string } = {},
): Visitor {
  const language = opts.language ?? 'en';
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const slot = document.createElement('div');
  shadow.append(slot);
  const store = createStore(`vela:bot:test-${Math.random()}`, undefined);
  if (opts.conversationId) store.write({ conversationId: opts.conversationId });
  const panel = mountPanel({
    shadow,
    slot,
    serverUrl: bot.url,
    auth: { botId: 'bot-1' },
    store,
    events: createEmitter(),
    view: () => ({
      language,
      strings: stringsFor(language),
      config: { privacyUrl: opts.privacyUrl },
      name: 'Forno',
      welcome: 'Ciao! Come posso aiutarti?',
      position: 'right',
      inline: true,
    }),
    onAnswer() {},
    requestClose() {},
  });
  panel.setOpen(true, false);
  const answers = () => [...shadow.querySelectorAll<HTMLElement>('.msg.bot')].slice(1);
  const visitor: Visitor = {
    shadow,
    panel,
    store,
    button: (name) =>
      [...shadow.querySelectorAll('button')].find(
        (b) => b.getAttribute('aria-label') === name || b.textContent === name,
      ),
    async ask(question) {
      const before = bot.received.filter(([e]) => e === 'message').length;
      panel.send(question);
      await until(
        () =>
          bot.received.filter(([e]) => e === 'message').length > before &&
          !shadow.querySelector('[aria-busy], .typing'),
      );
    },
    answers,
    announced: () => shadow.querySelector('[aria-live="polite"]')?.textContent ?? '',
    focused: () => shadow.activeElement,
    destroy() {
      panel.destroy();
      host.remove();
    },
  };
  return visitor;
}

/** Waits (up to 2 s) until `ok()` holds; fails the test otherwise. */
export async function until(ok: () => boolean, what = 'the expected state'): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (ok()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`timed out waiting for ${what}`);
}
