import type { Language, LoadedStrings } from '../i18n/strings.ts';
import type { BotConfig } from './config.ts';
import type { Emitter } from './emitter.ts';
import type { Store } from './storage.ts';

/** What the loader hands the lazily loaded panel chunk. */
export interface PanelContext {
  shadow: ShadowRoot;
  /** The element the panel renders into, inside the shadow root. */
  slot: HTMLElement;
  serverUrl: string;
  auth: { botId: string } | { demoId: string };
  store: Store;
  nonce?: string;
  events: Emitter;
  /** Current texts and settings; they change when the bot config arrives. */
  view(): PanelView;
  /** An assistant answer arrived (the loader counts it as unread while the panel is closed). */
  onAnswer(): void;
  /** The panel asks to close (its close button, Esc). */
  requestClose(): void;
}

export interface PanelView {
  language: Language;
  strings: LoadedStrings;
  config: BotConfig;
  name: string;
  welcome: string;
  position: 'left' | 'right';
  /** Drawn inside the host page's element, always open: no close button, Esc left to the page. */
  inline: boolean;
  /** While set, sending is off and this text says why. */
  disabledReason?: string;
}

export interface PanelHandle {
  setOpen(open: boolean, focus: boolean): void;
  send(text: string): void;
  /** Re-reads `view()` after a config or language change. */
  refresh(): void;
  destroy(): void;
}

export interface PanelModule {
  mountPanel(ctx: PanelContext): PanelHandle;
}
