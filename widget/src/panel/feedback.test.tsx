// @vitest-environment happy-dom
import type { ChatMessage } from '@vela/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { type Bot, type BotScript, openChat, startBot, until, type Visitor } from '../test/chat-harness.ts';

let bot: Bot | undefined;
let visitor: Visitor | undefined;
afterEach(async () => {
  visitor?.destroy();
  await bot?.stop();
});

async function chat(script: BotScript = {}, opts: Parameters<typeof openChat>[1] = {}) {
  bot = await startBot(script);
  visitor = openChat(bot, opts);
  return { bot, visitor };
}

const pressed = (b: HTMLButtonElement | undefined) => b?.getAttribute('aria-pressed');
const rateButtons = (bubble: HTMLElement | undefined) =>
  [...(bubble?.querySelectorAll('.rate button') ?? [])].map((b) => [
    b.getAttribute('aria-label'),
    b.getAttribute('aria-pressed'),
  ]);

describe('rating an answer', () => {
  it('👍 and 👎 sit on each finished answer (not the welcome, not while it streams); a 👍 is sent, shown and thanked', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { bot, visitor: v } = await chat({ holdEnd: () => held });
    v.panel.send('A che ora aprite?');
    await until(() => v.answers()[0]?.textContent?.includes('Risposta 1') === true, 'the answer streaming');
    expect(v.shadow.querySelector('.msg.bot')?.querySelector('.rate')).toBeNull();
    expect(rateButtons(v.answers()[0])).toEqual([]);

    release();
    await until(() => rateButtons(v.answers()[0]).length === 2, 'the rating buttons');
    expect(rateButtons(v.answers()[0])).toEqual([
      ['Good answer', 'false'],
      ['Bad answer', 'false'],
    ]);
    expect(v.shadow.querySelectorAll('.rate')).toHaveLength(1);

    v.button('Good answer')?.click();
    await until(() => pressed(v.button('Good answer')) === 'true', 'the 👍 pressed');
    expect(rateButtons(v.answers()[0])).toEqual([
      ['Good answer', 'true'],
      ['Bad answer', 'false'],
    ]);
    expect(bot.received.at(-1)).toEqual(['feedback', { messageId: 'a1', rating: 'up' }]);
    expect(v.announced()).toBe('Thanks for your feedback');
    expect(v.shadow.querySelector('textarea[maxlength="1000"]')).toBeNull();
  });

  it('after 👎 a comment box opens with focus in it; the comment is sent with the rating, focus back on 👎', async () => {
    const { bot, visitor: v } = await chat();
    await v.ask('Fate torte senza glutine?');
    v.button('Bad answer')?.click();
    await until(() => v.shadow.querySelector('.msg textarea') !== null, 'the comment box');
    const box = v.shadow.querySelector('.msg textarea') as HTMLTextAreaElement;
    expect(box.closest('label')?.textContent).toBe('What was wrong with it? (optional)');
    expect(box.maxLength).toBe(1000);
    expect(v.focused()).toBe(box);
    expect(pressed(v.button('Bad answer'))).toBe('true');
    expect(bot.received.at(-1)).toEqual(['feedback', { messageId: 'a1', rating: 'down' }]);

    box.value = '  Non risponde alla domanda.  ';
    v.button('Submit comment')?.click();
    await until(() => v.shadow.querySelector('.msg textarea') === null, 'the box to close');
    expect(bot.received.at(-1)).toEqual([
      'feedback',
      { messageId: 'a1', rating: 'down', comment: 'Non risponde alla domanda.' },
    ]);
    expect(v.focused()).toBe(v.button('Bad answer'));
    expect(pressed(v.button('Bad answer'))).toBe('true');
  });

  it('Esc or Skip closes the comment box without sending anything, and Esc leaves the chat open', async () => {
    const { bot, visitor: v } = await chat();
    await v.ask('Fate consegne?');
    v.button('Bad answer')?.click();
    await until(() => v.shadow.querySelector('.msg textarea') !== null, 'the comment box');
    const sent = bot.received.length;
    v.shadow
      .querySelector('.msg textarea')
      ?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(v.shadow.querySelector('.msg textarea')).toBeNull();
    expect(v.focused()).toBe(v.button('Bad answer'));
    expect(v.shadow.querySelector('.panel')?.hasAttribute('hidden')).toBe(false);

    // Pressing the chosen 👎 again reopens the box, without rating twice.
    v.button('Bad answer')?.click();
    await until(() => v.shadow.querySelector('.msg textarea') !== null, 'the box again');
    v.button('Skip')?.click();
    expect(v.shadow.querySelector('.msg textarea')).toBeNull();
    expect(v.focused()).toBe(v.button('Bad answer'));
    expect(bot.received.length).toBe(sent);
  });

  it("when the server refuses a rating, its reason is shown as an alert and the rating doesn't change", async () => {
    const { visitor: v } = await chat(
      { acks: { feedback: [{ ok: false, error: 'Valutazione non salvata: riprova.' }] } },
      { language: 'it' },
    );
    await v.ask('Siete aperti a Natale?');
    expect(rateButtons(v.answers()[0])).toEqual([
      ['Risposta utile', 'false'],
      ['Risposta non utile', 'false'],
    ]);
    v.button('Risposta utile')?.click();
    await until(() => v.shadow.querySelector('[role="alert"]') !== null, 'the alert');
    expect(v.shadow.querySelector('[role="alert"]')?.textContent).toBe('Valutazione non salvata: riprova.');
    expect(pressed(v.button('Risposta utile'))).toBe('false');

    v.button('Risposta utile')?.click();
    await until(() => pressed(v.button('Risposta utile')) === 'true', 'the second try');
    expect(v.shadow.querySelector('[role="alert"]')).toBeNull();
    expect(v.announced()).toBe('Grazie per il tuo riscontro');
  });

  it('a returning visitor sees the ratings they gave; an answer history gives no id cannot be rated', async () => {
    const at = '2026-11-22T08:00:00.000Z';
    const history: ChatMessage[] = [
      { role: 'user', content: 'Domanda vecchia', sources: [], timestamp: at },
      { role: 'assistant', content: 'Risposta senza id', sources: [], timestamp: at },
      { role: 'user', content: 'Orari?', sources: [], timestamp: at },
      { id: 'a7', role: 'assistant', content: 'Dalle 7:30.', sources: [], timestamp: at, rating: 'down' },
      { id: 'a8', role: 'assistant', content: 'Anche la domenica.', sources: [], timestamp: at },
    ];
    const { bot, visitor: v } = await chat({ history }, { conversationId: 'conv-1' });
    await until(() => v.answers().length === 3, 'the history');
    expect(v.answers().map(rateButtons)).toEqual([
      [],
      [
        ['Good answer', 'false'],
        ['Bad answer', 'true'],
      ],
      [
        ['Good answer', 'false'],
        ['Bad answer', 'false'],
      ],
    ]);

    // Changing a restored rating names the answer by the id history gave.
    v.answers()[1]?.querySelector<HTMLButtonElement>('button[aria-label="Good answer"]')?.click();
    await until(() => bot.received.length === 1, 'the new rating');
    expect(bot.received).toEqual([['feedback', { messageId: 'a7', rating: 'up' }]]);
  });
});
