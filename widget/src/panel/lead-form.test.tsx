// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { type Bot, type BotScript, openChat, startBot, until, type Visitor } from '../test/chat-harness.ts';

let bot: Bot | undefined;
let visitor: Visitor | undefined;
afterEach(async () => {
  visitor?.destroy();
  await bot?.stop();
});

const PRIVACY = 'https://forno.example/privacy';
/** The bot offers the contact form when asked to be called back. */
const offering: BotScript = { offerContact: (q) => /richiam/i.test(q) };

async function chat(script: BotScript, opts: Parameters<typeof openChat>[1] = {}) {
  bot = await startBot(script);
  visitor = openChat(bot, opts);
  return { bot, visitor };
}

const form = (v: Visitor) => v.shadow.querySelector<HTMLFormElement>('.log form');
const field = (v: Visitor, label: string) =>
  [...v.shadow.querySelectorAll('.log form label')]
    .find((l) => l.textContent?.startsWith(label))
    ?.querySelector('input') as HTMLInputElement;

function fill(v: Visitor, name: string, contact: string, consent = true) {
  const inputs = form(v)?.querySelectorAll('input') as NodeListOf<HTMLInputElement>;
  (inputs[0] as HTMLInputElement).value = name;
  (inputs[1] as HTMLInputElement).value = contact;
  (inputs[2] as HTMLInputElement).checked = consent;
}

describe('the contact form', () => {
  it('is offered under the answer that offers it, with name, email or phone, and consent to the privacy policy', async () => {
    const { visitor: v } = await chat(offering, { privacyUrl: PRIVACY });
    await v.ask('Che ore sono?');
    expect(form(v)).toBeNull();
    await v.ask('Potete richiamarmi?');
    await v.ask('Grazie');
    const f = form(v) as HTMLFormElement;
    expect(f.previousElementSibling).toBe(v.answers()[1] ?? null);
    expect(f.getAttribute('aria-labelledby')).toBe(f.querySelector('p')?.id);
    expect(f.querySelector('p')?.textContent).toBe(
      'Would you like the team to contact you? Leave your details.',
    );
    const name = field(v, 'Name');
    const contact = field(v, 'Email or phone');
    expect([name.required, name.maxLength, contact.required, contact.maxLength]).toEqual([
      true,
      100,
      true,
      254,
    ]);
    const consent = f.querySelector('.check') as HTMLElement;
    expect(consent.textContent).toBe(
      'I agree to be contacted about my request, as described in the privacy policy.',
    );
    expect((consent.querySelector('input') as HTMLInputElement).required).toBe(true);
    const link = consent.querySelector('a') as HTMLAnchorElement;
    expect([link.textContent, link.href, link.target, link.rel]).toEqual([
      'privacy policy',
      PRIVACY,
      '_blank',
      'noopener',
    ]);
    expect(v.button('Contact me')?.form).toBe(f);
  });

  it('is not offered without a privacy policy to link, nor when the answer does not offer it', async () => {
    const { visitor: v } = await chat(offering);
    await v.ask('Potete richiamarmi?');
    expect(v.answers()).toHaveLength(1);
    expect(form(v)).toBeNull();
    v.destroy();

    visitor = openChat(bot as Bot, { privacyUrl: PRIVACY });
    await visitor.ask('Quanto costa una torta?');
    expect(visitor.answers()).toHaveLength(1);
    expect(form(visitor)).toBeNull();
  });

  it("shows the server's refusal, then once sent thanks the visitor in place of the form and is not offered again", async () => {
    const refusal = 'Inserisci un indirizzo email o un numero di telefono valido.';
    const { bot, visitor: v } = await chat(
      { ...offering, acks: { lead: [{ ok: false, error: refusal }] } },
      { privacyUrl: PRIVACY, language: 'it' },
    );
    await v.ask('Mi potete richiamare?');
    expect(field(v, 'Nome')).toBeDefined();
    expect(field(v, 'Email o telefono')).toBeDefined();
    expect(form(v)?.querySelector('a')?.textContent).toBe('informativa sulla privacy');

    fill(v, 'Giulia', '12');
    v.button('Contattatemi')?.click();
    await until(() => v.shadow.querySelector('[role="alert"]') !== null, 'the refusal');
    expect(v.shadow.querySelector('[role="alert"]')?.textContent).toBe(refusal);
    expect(form(v)).not.toBeNull();

    fill(v, 'Giulia', 'giulia@example.com');
    v.button('Contattatemi')?.click();
    await until(() => form(v) === null, 'the thanks');
    const thanks = v.shadow.querySelector('.log p.card') as HTMLElement;
    expect(thanks.textContent).toBe('Grazie! Il team ti contatterà presto.');
    expect(v.focused()).toBe(thanks);
    expect(bot.received.filter(([e]) => e === 'lead')).toEqual([
      ['lead', { name: 'Giulia', contact: '12', consent: true }],
      ['lead', { name: 'Giulia', contact: 'giulia@example.com', consent: true }],
    ]);

    await v.ask('Potete richiamarmi di nuovo?');
    expect(form(v)).toBeNull();
    expect(v.shadow.querySelectorAll('.log .card')).toHaveLength(1);
  });

  it('only one form shows at a time: a later offer moves it under the later answer', async () => {
    const { visitor: v } = await chat({ offerContact: () => true }, { privacyUrl: PRIVACY });
    await v.ask('Mi richiamate?');
    await v.ask('Allora mi richiamate?');
    expect(v.shadow.querySelectorAll('.log form')).toHaveLength(1);
    expect(form(v)?.previousElementSibling).toBe(v.answers()[1] ?? null);
  });
});
