// @vitest-environment happy-dom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createGlobal } from './global-api.ts';
import type { PanelContext, PanelModule } from './panel-contract.ts';
import { createWidget } from './widget.ts';

// The bot config comes from a real HTTP server on loopback; the panel chunk is replaced by a recorder so the
// loader's side of the contract (panel-contract.ts) can be checked alone. The Playwright journeys run both.

let server: Server;
let serverUrl: string;
const configs: Record<string, unknown> = {
  'bot-it': { name: 'Forno', title: 'Forno', primaryColor: '#10b981', position: 'left', language: 'it' },
  'bot-en': { name: 'Shop', title: 'Shop', primaryColor: '#7c3aed', position: 'right', language: 'en' },
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const id = decodeURIComponent(req.url?.split('/').pop() ?? '');
    const body = configs[id];
    res.writeHead(body ? 200 : 404, {
      'content-type': 'application/json',
      'access-control-allow-origin': '*',
      connection: 'close',
    });
    res.end(JSON.stringify(body ?? { error: 'not found' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  serverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
);
afterEach(() => {
  document.body.replaceChildren();
  localStorage.clear();
});

function recorder() {
  const calls: string[] = [];
  let ctx: PanelContext | undefined;
  const module: PanelModule = {
    mountPanel(c) {
      ctx = c;
      calls.push('mount');
      return {
        setOpen: (open, focus) => calls.push(`setOpen ${open} ${focus}`),
        send: (text) => calls.push(`send ${text}`),
        refresh: () => {},
        destroy: () => calls.push('destroy'),
      };
    },
  };
  return { calls, load: async () => module, ctx: () => ctx as PanelContext };
}

const shadowOf = () => document.querySelector('vela-chat')?.shadowRoot as ShadowRoot;
const launcher = () => shadowOf().querySelector('.launcher') as HTMLButtonElement;
const settle = async (fn: () => boolean) => {
  for (let i = 0; i < 100 && !fn(); i++) await new Promise((r) => setTimeout(r, 10));
};

describe('the loader', () => {
  it('renders the launcher at once in a shadow root, then applies the bot config (language, colour, side)', async () => {
    const panel = recorder();
    createWidget({ botId: 'bot-it', serverUrl }, panel.load);
    expect(launcher().getAttribute('aria-label')).toBe('Open chat');
    expect(launcher().getAttribute('aria-expanded')).toBe('false');
    await settle(() => launcher().getAttribute('aria-label') === 'Apri la chat');
    const root = shadowOf().querySelector('.root') as HTMLElement;
    expect(launcher().getAttribute('aria-label')).toBe('Apri la chat');
    expect(root.style.getPropertyValue('--vela-primary')).toBe('#10b981');
    expect(root.classList.contains('left')).toBe(true);
  });

  it('lets the embedder override the colour, side and language, and ignores a colour that is not #rrggbb', async () => {
    createWidget(
      { botId: 'bot-it', serverUrl, color: '#ef4444', position: 'right', language: 'en' },
      recorder().load,
    );
    await new Promise((r) => setTimeout(r, 50));
    const root = shadowOf().querySelector('.root') as HTMLElement;
    expect(root.style.getPropertyValue('--vela-primary')).toBe('#ef4444');
    expect(root.classList.contains('left')).toBe(false);
    expect(launcher().getAttribute('aria-label')).toBe('Open chat');
    document.body.replaceChildren();
    createWidget({ botId: 'bot-en', serverUrl, color: 'red;background:url(x)' }, recorder().load);
    await settle(() => (shadowOf().querySelector('.root') as HTMLElement).style.length > 0);
    expect((shadowOf().querySelector('.root') as HTMLElement).style.getPropertyValue('--vela-primary')).toBe(
      '#7c3aed',
    );
  });

  it('open mounts the panel and focuses it, close keeps it mounted; both are remembered and announced', async () => {
    const panel = recorder();
    const widget = createWidget({ botId: 'bot-en', serverUrl }, panel.load);
    const seen: string[] = [];
    widget.on('open', () => seen.push('open'));
    widget.on('close', () => seen.push('close'));
    widget.open();
    await settle(() => panel.calls.length >= 2);
    expect(panel.calls).toEqual(['mount', 'setOpen true true']);
    expect(launcher().getAttribute('aria-expanded')).toBe('true');
    expect(launcher().getAttribute('aria-label')).toBe('Close chat');
    expect(JSON.parse(localStorage.getItem('vela:bot:bot-en') as string).open).toBe(true);
    widget.toggle();
    expect(panel.calls.at(-1)).toBe('setOpen false false');
    expect(widget.isOpen).toBe(false);
    expect(JSON.parse(localStorage.getItem('vela:bot:bot-en') as string).open).toBe(false);
    expect(seen).toEqual(['open', 'close']);
  });

  it('counts answers that arrive while closed in a badge, cleared on open', async () => {
    const panel = recorder();
    const widget = createWidget({ botId: 'bot-en', serverUrl }, panel.load);
    widget.open();
    await settle(() => panel.calls.length >= 2);
    widget.close();
    panel.ctx().onAnswer();
    panel.ctx().onAnswer();
    const badge = shadowOf().querySelector('.badge') as HTMLElement;
    expect([badge.hidden, badge.textContent]).toEqual([false, '2']);
    expect(launcher().getAttribute('aria-label')).toBe('Open chat (2 unread)');
    widget.open();
    expect(badge.hidden).toBe(true);
  });

  it('reopens on the next page when it was left open, without stealing focus', async () => {
    localStorage.setItem('vela:bot:bot-en', JSON.stringify({ visitorId: 'visitor-123456', open: true }));
    const panel = recorder();
    createWidget({ botId: 'bot-en', serverUrl }, panel.load);
    await settle(() => panel.calls.length >= 2);
    expect(panel.calls).toEqual(['mount', 'setOpen true false']);
    expect(JSON.parse(localStorage.getItem('vela:bot:bot-en') as string).visitorId).toBe('visitor-123456');
  });

  it('shows the greeting bubble until dismissed, and not again after', () => {
    createWidget({ botId: 'bot-en', serverUrl, greeting: 'Need help choosing bread?' }, recorder().load);
    const bubble = shadowOf().querySelector('.greeting') as HTMLElement;
    expect(bubble.textContent).toContain('Need help choosing bread?');
    (bubble.querySelector('button') as HTMLButtonElement).click();
    expect(shadowOf().querySelector('.greeting')).toBeNull();
    document.body.replaceChildren();
    createWidget({ botId: 'bot-en', serverUrl, greeting: 'Need help choosing bread?' }, recorder().load);
    expect(shadowOf().querySelector('.greeting')).toBeNull();
  });
});

describe('inline mode (container)', () => {
  const container = () => document.body.appendChild(document.createElement('div'));
  const inlineRoot = (box: HTMLElement) =>
    box.querySelector('vela-chat')?.shadowRoot?.querySelector('.root') as HTMLElement;

  it('draws the chat inside the container, open at once without taking focus, with no launcher or greeting', async () => {
    const box = container();
    const panel = recorder();
    const widget = createWidget({ botId: 'bot-en', serverUrl, container: box, greeting: 'Hi!' }, panel.load);
    const host = box.querySelector('vela-chat') as HTMLElement;
    expect(host.className).toBe('inline');
    expect(host.shadowRoot?.querySelector('.launcher, .greeting')).toBeNull();
    await settle(() => panel.calls.length >= 2);
    expect(panel.calls).toEqual(['mount', 'setOpen true false']);
    expect(panel.ctx().view().inline).toBe(true);
    expect(widget.isOpen).toBe(true);

    widget.close();
    widget.toggle();
    panel.ctx().requestClose();
    expect(widget.isOpen).toBe(true);
    expect(panel.calls).toEqual(['mount', 'setOpen true false']);
    // The floating widget of the same bot on another page must not open because this one is always open.
    expect(JSON.parse(localStorage.getItem('vela:bot:bot-en') as string).open).toBeUndefined();
  });

  it('update() repaints colours, texts, language and the disabled reason in place, keeping the panel', async () => {
    const box = container();
    const panel = recorder();
    const widget = createWidget({ botId: 'bot-en', serverUrl, container: box }, panel.load);
    await settle(() => panel.calls.length >= 2 && panel.ctx().view().config.name === 'Shop');
    widget.update({
      color: '#ef4444',
      userBubbleColor: '#111111',
      botBubbleColor: '#fafafa',
      language: 'it',
      strings: { botName: 'Forno helper', welcome: 'Ciao!' },
      disabledReason: 'Sto ancora leggendo il sito.',
    });
    const style = inlineRoot(box).style;
    expect(
      ['primary', 'user-bubble', 'on-user', 'bot-bubble', 'on-bot'].map((p) =>
        style.getPropertyValue(`--vela-${p}`),
      ),
    ).toEqual(['#ef4444', '#111111', '#ffffff', '#fafafa', '#111827']);
    const view = panel.ctx().view();
    expect([view.name, view.welcome, view.language, view.strings.send, view.disabledReason]).toEqual([
      'Forno helper',
      'Ciao!',
      'it',
      'Invia',
      'Sto ancora leggendo il sito.',
    ]);

    widget.update({ color: 'red;background:url(x)', userBubbleColor: undefined, disabledReason: undefined });
    expect(style.getPropertyValue('--vela-primary')).toBe('#7c3aed');
    expect(style.getPropertyValue('--vela-user-bubble')).toBe('');
    expect(panel.ctx().view().disabledReason).toBeUndefined();
    expect(panel.calls.filter((c) => c === 'mount')).toHaveLength(1);
  });

  it('window.Vela gives an inline chat its own widget beside the floating one of the same bot', () => {
    const vela = createGlobal(recorder().load);
    const floating = vela.init({ botId: 'bot-en', serverUrl });
    const inline = vela.init({ botId: 'bot-en', serverUrl, container: container() });
    expect(inline).not.toBe(floating);
    expect(vela.init({ botId: 'bot-en', serverUrl })).toBe(floating);
    expect(document.querySelectorAll('vela-chat')).toHaveLength(2);
    vela.destroy();
  });
});

describe('init (ES module use)', () => {
  it('asks for exactly one of botId or demoId', async () => {
    const { init } = await import('../index.ts');
    expect(() => init({ serverUrl })).toThrow('exactly one of botId or demoId');
    expect(() => init({ serverUrl, botId: 'a', demoId: 'b' })).toThrow('exactly one of botId or demoId');
    const widget = init({ serverUrl, demoId: 'demo-1' });
    expect(launcher().getAttribute('aria-label')).toBe('Open chat');
    widget.destroy();
    expect(document.querySelector('vela-chat')).toBeNull();
  });
});

describe('window.Vela', () => {
  it('acts on every widget on the page and relays their messages to one listener', async () => {
    const a = recorder();
    const b = recorder();
    const loads = [a, b];
    const vela = createGlobal(() => (loads.shift() as ReturnType<typeof recorder>).load());
    vela.init({ botId: 'bot-en', serverUrl });
    vela.init({ botId: 'bot-it', serverUrl });
    const messages: string[] = [];
    vela.on('message', (m) => messages.push(m.content));
    vela.open();
    await settle(() => a.calls.length >= 2 && b.calls.length >= 2);
    a.ctx().events.emit('message', { role: 'assistant', content: 'from A', sources: [] });
    b.ctx().events.emit('message', { role: 'assistant', content: 'from B', sources: [] });
    expect(messages).toEqual(['from A', 'from B']);
    vela.send('ciao');
    await settle(() => a.calls.includes('send ciao') && b.calls.includes('send ciao'));
    expect(vela.init({ botId: 'bot-en', serverUrl })).toBe(vela.widgets[0]);
    expect(document.querySelectorAll('vela-chat')).toHaveLength(2);
    vela.destroy();
    expect(document.querySelectorAll('vela-chat')).toHaveLength(0);
    expect(vela.widgets).toHaveLength(0);
  });
});
