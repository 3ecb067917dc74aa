/** @jsxImportSource preact */
// @vitest-environment happy-dom
import { createRef, render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { PanelView } from '../core/panel-contract.ts';
import { stringsFor } from '../i18n/strings.ts';
import { type Bot, type BotScript, openChat, startBot, until, type Visitor } from '../test/chat-harness.ts';
import { ChatPanel } from './chat-panel.tsx';
import type { ChatSession } from './chat-session.ts';
import { type ChatState, initialState } from './chat-state.ts';

const sent: string[] = [];
const session = {
  send: (t: string) => sent.push(t),
  retry() {},
  newConversation() {},
} as unknown as ChatSession;

function draw(view: Partial<PanelView>, state: Partial<ChatState> = {}) {
  const box = document.createElement('div');
  const closes: string[] = [];
  const strings = stringsFor('en');
  render(
    <ChatPanel
      view={{
        language: 'en',
        strings,
        config: {},
        name: 'Forno',
        welcome: 'Ciao!',
        position: 'right',
        inline: false,
        ...view,
      }}
      state={{ ...initialState, ...state }}
      session={session}
      open
      input={createRef()}
      log={createRef()}
      onClose={() => closes.push('close')}
    />,
    box,
  );
  const panel = box.querySelector('.panel') as HTMLElement;
  const pressEscape = () =>
    panel.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  return { box, panel, closes, pressEscape };
}

describe('the chat panel', () => {
  it('floating, it is a dialog with a Close button, and Esc asks to close', () => {
    const { box, panel, closes, pressEscape } = draw({});
    expect([panel.getAttribute('role'), panel.getAttribute('aria-label')]).toEqual(['dialog', 'Forno']);
    expect(box.querySelector('button[aria-label="Close"]')).not.toBeNull();
    pressEscape();
    expect(closes).toEqual(['close']);
  });

  it('inline, it is a named region with no Close button, and leaves Esc to the page', () => {
    const { box, panel, closes, pressEscape } = draw({ inline: true });
    expect([panel.getAttribute('role'), panel.getAttribute('aria-label')]).toEqual(['region', 'Forno']);
    expect(box.querySelector('button[aria-label="Close"]')).toBeNull();
    pressEscape();
    expect(closes).toEqual([]);
  });

  it('with a disabled reason, it shows why and sends nothing, the field keeping focus as read-only', () => {
    const { box } = draw({ inline: true, disabledReason: 'Still reading your site.' });
    const field = box.querySelector('textarea') as HTMLTextAreaElement;
    const reason = box.querySelector(`#${field.getAttribute('aria-describedby')}`);
    expect(reason?.textContent).toBe('Still reading your site.');
    expect([field.readOnly, field.disabled, field.getAttribute('aria-disabled')]).toEqual([
      true,
      false,
      'true',
    ]);
    expect((box.querySelector('button.send') as HTMLButtonElement).disabled).toBe(true);
    const ask = (panel: HTMLElement) => {
      (panel.querySelector('textarea') as HTMLTextAreaElement).value = 'Are you open on Sunday?';
      (panel.querySelector('form') as HTMLFormElement).dispatchEvent(
        new Event('submit', { cancelable: true }),
      );
    };
    ask(box);
    expect(sent).toEqual([]);

    const { box: ready } = draw({ inline: true });
    expect(ready.querySelector('textarea')?.getAttribute('aria-disabled')).toBe('false');
    expect(ready.querySelector('textarea')?.hasAttribute('aria-describedby')).toBe(false);
    ask(ready);
    expect(sent).toEqual(['Are you open on Sunday?']);
  });

  it("a failed answer shows the error, the server's reason and Retry, and announces both", () => {
    const { box } = draw({}, { failed: { retryText: 'Q', reason: 'Too many messages.' } });
    const bubble = box.querySelector('.error') as HTMLElement;
    expect([...bubble.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Sorry, I encountered an error. Please try again.',
      'Too many messages.',
    ]);
    expect(bubble.querySelector('button')?.textContent).toBe('Retry');
    expect(box.querySelector('[aria-live="polite"]')?.textContent).toBe(
      'Sorry, I encountered an error. Please try again. Too many messages.',
    );
  });
});

describe('deleting the conversation', () => {
  let bot: Bot | undefined;
  let visitor: Visitor | undefined;
  afterEach(async () => {
    visitor?.destroy();
    await bot?.stop();
  });
  async function chat(script: BotScript = {}, language: 'en' | 'it' = 'en') {
    bot = await startBot(script);
    visitor = openChat(bot, { language });
    return { bot, visitor };
  }
  const bubbles = (v: Visitor) => [...v.shadow.querySelectorAll('.log .msg')].map((m) => m.textContent);

  it('is offered once there is a conversation; after an inline confirmation it is deleted and the chat starts afresh', async () => {
    const { bot, visitor: v } = await chat();
    expect(v.button('Delete conversation')).toBeUndefined();
    await v.ask('A che ora aprite?');
    expect(v.store.read().conversationId).toBe('conv-1');
    const trash = v.button('Delete conversation') as HTMLButtonElement;
    expect(trash.getAttribute('aria-expanded')).toBe('false');

    trash.click();
    const ask = v.shadow.querySelector('[role="group"]') as HTMLElement;
    expect(ask.getAttribute('aria-label')).toBe('Delete this conversation for good?');
    expect(ask.textContent).toBe('Delete this conversation for good?Yes, deleteCancel');
    expect(trash.getAttribute('aria-expanded')).toBe('true');
    expect(v.focused()).toBe(v.button('Cancel'));
    v.button('Cancel')?.click();
    expect(v.shadow.querySelector('[role="group"]')).toBeNull();
    expect(v.focused()).toBe(trash);
    expect(bot.received.some(([e]) => e === 'forget')).toBe(false);

    v.button('Delete conversation')?.click();
    v.button('Yes, delete')?.click();
    await until(() => v.button('Delete conversation') === undefined, 'the conversation to go');
    expect(bot.received.at(-1)).toEqual(['forget', {}]);
    expect(bubbles(v)).toEqual(['Ciao! Come posso aiutarti?']);
    expect(v.store.read().conversationId).toBeUndefined();
    expect(v.shadow.querySelector('[role="group"]')).toBeNull();
    expect(v.focused()).toBe(v.shadow.querySelector('textarea[aria-label="Your message"]'));

    // The next question starts a new conversation.
    await v.ask('Fate consegne?');
    expect(bot.received.at(-1)).toEqual(['message', { text: 'Fate consegne?' }]);
  });

  it('when the server refuses, its reason shows and the conversation stays', async () => {
    const { visitor: v } = await chat(
      { acks: { forget: [{ ok: false, error: 'Riprova tra poco.' }] } },
      'it',
    );
    await v.ask('Avete il pane integrale?');
    v.button('Elimina la conversazione')?.click();
    v.button('Sì, elimina')?.click();
    await until(() => v.shadow.querySelector('[role="alert"]') !== null, 'the refusal');
    expect(v.shadow.querySelector('[role="group"] [role="alert"]')?.textContent).toBe('Riprova tra poco.');
    expect(bubbles(v)).toHaveLength(3);
    expect(v.store.read().conversationId).toBe('conv-1');
  });
});
