import type { Strings } from '../i18n/strings.ts';
import { safeColor } from './colors.ts';

export type Position = 'left' | 'right';

/** Options of `init()`; the script tag's `data-*` attributes map onto the same names. */
export interface WidgetOptions {
  /** A client's bot id (`data-bot-id`). Give this or `demoId`. */
  botId?: string;
  /** A demo chatbot's id (`data-demo-id`). */
  demoId?: string;
  /** Base URL of the Vela server; the embed script uses its own `src` origin. */
  serverUrl: string;
  /** 'it' or 'en'; overrides the bot's language and the page's `lang` (`data-language`). */
  language?: string;
  /** Launcher side, overriding the bot's setting (`data-position`). */
  position?: Position;
  /** Brand colour #rrggbb, overriding the bot's setting (`data-color`). */
  color?: string;
  /** Open the panel at start (`data-open="true"`). */
  open?: boolean;
  /** A short bubble next to the launcher until the visitor opens or dismisses it (`data-greeting`). */
  greeting?: string;
  /** Nonce for the `<style>` element used where constructable stylesheets are missing (`data-nonce`). */
  nonce?: string;
  /** Replaces any of the widget's texts. */
  strings?: Partial<Strings>;
  /** Colour #rrggbb of the visitor's bubbles, overriding the bot's setting (default: the brand colour). */
  userBubbleColor?: string;
  /** Colour #rrggbb of the bot's bubbles, overriding the bot's setting. */
  botBubbleColor?: string;
  /**
   * Inline mode: the chat is drawn inside this element, filling it, always open, with no launcher (no close
   * button, Esc does nothing). Without it the widget floats over the page behind its launcher.
   */
  container?: HTMLElement;
  /** While set, the visitor cannot send and this text says why (for example: the bot is still training). */
  disabledReason?: string;
}

/** The options `update()` can change on a running widget; the others fix which chat it is and where. */
export type LiveOptions = Partial<
  Pick<
    WidgetOptions,
    'language' | 'position' | 'color' | 'strings' | 'userBubbleColor' | 'botBubbleColor' | 'disabledReason'
  >
>;

/** Reads the options a snippet carries; returns undefined when it names no bot. */
export function optionsFromScript(script: HTMLScriptElement): WidgetOptions | undefined {
  const d = script.dataset;
  const botId = d.botId?.trim() || undefined;
  const demoId = botId ? undefined : d.demoId?.trim() || undefined;
  if (!botId && !demoId) return undefined;
  const position = d.position === 'left' || d.position === 'right' ? d.position : undefined;
  return {
    botId,
    demoId,
    serverUrl: new URL(script.src, location.href).origin,
    language: d.language,
    position,
    color: safeColor(d.color),
    open: d.open === undefined ? undefined : d.open !== 'false',
    greeting: d.greeting,
    nonce: d.nonce || script.nonce || undefined,
  };
}
