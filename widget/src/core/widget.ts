import { pickLanguage, stringsFor } from '../i18n/strings.ts';
import { readableOn, safeColor } from './colors.ts';
import { type BotConfig, fetchBotConfig } from './config.ts';
import { debug } from './debug.ts';
import { createEmitter, type Emitter, type EventName, type Listener } from './emitter.ts';
import { createGreeting, createLauncher, el } from './launcher.ts';
import { loaderCss } from './loader.css.ts';
import type { LiveOptions, WidgetOptions } from './options.ts';
import type { PanelHandle, PanelModule, PanelView } from './panel-contract.ts';
import { createStore } from './storage.ts';
import { adoptStyles } from './styles.ts';

const DEFAULT_COLOR = '#7c3aed';

/** The public API of one chat widget (also what `window.Vela` forwards to). */
export interface VelaWidget {
  open(): void;
  close(): void;
  toggle(): void;
  /** Opens the chat and sends `text` as the visitor. */
  send(text: string): void;
  on<E extends EventName>(event: E, fn: Listener<E>): () => void;
  /** Changes texts, colours, side, language or `disabledReason` in place, keeping the conversation. */
  update(options: LiveOptions): void;
  /** Removes the widget from the page and closes its connection. */
  destroy(): void;
  readonly isOpen: boolean;
}

/** Renders the launcher at once; the panel module is loaded on intent or idle and mounted on first open. */
export function createWidget(
  initial: WidgetOptions,
  loadPanel: () => Promise<PanelModule>,
  parentEvents?: Emitter,
): VelaWidget {
  let options = initial;
  const inline = options.container;
  const id = (options.botId ?? options.demoId) as string;
  const auth = options.botId ? { botId: options.botId } : { demoId: id };
  const store = createStore(`vela:${options.botId ? 'bot' : 'demo'}:${id}`);
  store.write({});
  const events = createEmitter(parentEvents);
  let config: BotConfig = {};
  let isOpen = false;
  let unread = 0;
  let panel: PanelHandle | undefined;
  let panelModule: Promise<PanelModule> | undefined;
  let destroyed = false;

  const view = (): PanelView => {
    const language = pickLanguage(options.language, config.language, document.documentElement.lang);
    const strings = stringsFor(language, options.strings);
    return {
      language,
      strings,
      config,
      // An embedder's own texts win over the bot's settings, which win over the defaults.
      name: options.strings?.botName ?? config.name ?? strings.botName,
      welcome: options.strings?.welcome ?? config.welcomeMessage ?? strings.welcome,
      position: options.position ?? config.position ?? 'right',
      inline: !!inline,
      disabledReason: options.disabledReason,
    };
  };

  const host = document.createElement('vela-chat');
  if (inline) host.className = 'inline';
  const shadow = host.attachShadow({ mode: 'open' });
  adoptStyles(shadow, loaderCss, options.nonce);
  const root = el('div', 'root');
  const slot = el('div');
  const launcher = createLauncher();
  let greeting: HTMLElement | undefined;
  root.append(slot);
  if (!inline) root.append(launcher.button);
  shadow.append(root);

  const paint = () => {
    const v = view();
    const primary = safeColor(options.color) ?? config.primaryColor ?? DEFAULT_COLOR;
    root.style.setProperty('--vela-primary', primary);
    root.style.setProperty('--vela-on-primary', readableOn(primary));
    const style = (name: string, value: string | undefined) =>
      value ? root.style.setProperty(name, value) : root.style.removeProperty(name);
    const bubbles = {
      // A bubble that follows the bot's colour follows the embedder's override too.
      user:
        safeColor(options.userBubbleColor) ??
        (config.userBubbleColor === config.primaryColor ? undefined : config.userBubbleColor),
      bot: safeColor(options.botBubbleColor) ?? config.botBubbleColor,
    };
    for (const [who, color] of Object.entries(bubbles)) {
      style(`--vela-${who}-bubble`, color);
      style(`--vela-on-${who}`, color && readableOn(color));
    }
    root.classList.toggle('left', v.position === 'left');
    root.classList.toggle('open', isOpen);
    const unreadText = unread ? ` (${v.strings.unread.replace('{n}', String(unread))})` : '';
    launcher.setOpen(isOpen, isOpen ? v.strings.closeChat : v.strings.openChat + unreadText);
    launcher.badge.textContent = String(unread);
    launcher.badge.hidden = unread === 0 || isOpen;
    panel?.refresh();
  };

  const ensurePanel = (): Promise<PanelModule> => {
    panelModule ??= loadPanel().catch((err) => {
      panelModule = undefined;
      throw err;
    });
    return panelModule;
  };

  const mount = async (): Promise<PanelHandle | undefined> => {
    const mod = await ensurePanel();
    if (destroyed) return undefined;
    panel ??= mod.mountPanel({
      shadow,
      slot,
      serverUrl: options.serverUrl,
      auth,
      store,
      nonce: options.nonce,
      events,
      view,
      onAnswer: () => {
        if (isOpen) return;
        unread += 1;
        paint();
      },
      requestClose: () => api.close(true),
    });
    return panel;
  };

  /** Opening the chat or dismissing the bubble both mean it has done its job, on this page and the next. */
  const removeGreeting = () => {
    if (greeting) store.write({ greetingDismissed: true });
    greeting?.remove();
    greeting = undefined;
  };

  const setOpen = (open: boolean, focus: boolean) => {
    // An inline chat is part of its page: it stays open.
    if (destroyed || open === isOpen || (inline && !open)) return;
    isOpen = open;
    if (!inline) store.write({ open });
    if (open) {
      unread = 0;
      removeGreeting();
    }
    paint();
    events.emit(open ? 'open' : 'close', undefined);
    if (open) {
      mount()
        .then((p) => isOpen && p?.setOpen(true, focus))
        .catch((err) => debug('panel failed to load', err));
    } else {
      panel?.setOpen(false, false);
      if (focus) launcher.button.focus();
    }
  };

  const api: VelaWidget & { close(focusLauncher?: boolean): void } = {
    open: () => setOpen(true, true),
    close: (focusLauncher?: boolean) => setOpen(false, focusLauncher === true),
    toggle: () => setOpen(!isOpen, true),
    send(text) {
      setOpen(true, true);
      mount().then((p) => p?.send(text));
    },
    on: (event, fn) => events.on(event, fn),
    update(patch) {
      options = { ...options, ...patch };
      paint();
    },
    destroy() {
      destroyed = true;
      panel?.destroy();
      host.remove();
    },
    get isOpen() {
      return isOpen;
    },
  };

  const preload = () => void ensurePanel().catch((err) => debug('preload failed', err));
  launcher.button.addEventListener('click', () => api.toggle());
  for (const type of ['pointerenter', 'focus', 'touchstart']) {
    launcher.button.addEventListener(type, preload, { once: true, passive: true });
  }
  // Otherwise the chunk comes once the host page has loaded and the main thread is idle, never competing with it.
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(preload, { timeout: 5000 })
      : setTimeout(preload, 1000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });

  const saved = store.read();
  if (!inline && options.greeting && !saved.greetingDismissed && !(options.open ?? saved.open)) {
    greeting = createGreeting(options.greeting, view().strings.dismiss, () => api.open(), removeGreeting);
    root.append(greeting);
  }

  paint();
  const attach = () => !destroyed && (inline ?? document.body).append(host);
  if (document.body) attach();
  else document.addEventListener('DOMContentLoaded', attach, { once: true });
  if (inline || (options.open ?? saved.open)) setOpen(true, false);

  fetchBotConfig(options.serverUrl, id)
    .then((c) => {
      if (c) config = c;
      // A removed or expired bot leaves no trace on the host page.
      else root.hidden = true;
      paint();
    })
    .catch((err) => debug('config failed', err));
  return api;
}
