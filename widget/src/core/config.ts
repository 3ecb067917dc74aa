import { safeColor } from './colors.ts';
import type { Position } from './options.ts';

/** The subset of `WidgetConfig` (contracts, `GET /api/widget/config/{id}`) the widget renders. */
export interface BotConfig {
  name?: string;
  welcomeMessage?: string;
  primaryColor?: string;
  userBubbleColor?: string;
  botBubbleColor?: string;
  position?: Position;
  language?: string;
  /** Bots only: the privacy policy the chat's contact form links its consent to; no form without it. */
  privacyUrl?: string;
}

const text = (v: unknown, max: number) =>
  typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : undefined;

/** Keeps only well-formed fields, so a bad response degrades to defaults instead of breaking the page. */
export function parseBotConfig(raw: unknown): BotConfig {
  const r = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const c = (r.config && typeof r.config === 'object' ? r.config : r) as Record<string, unknown>;
  return {
    // The header shows the title (a demo's 'Chat with our AI Assistant'), else the bot's name.
    name: text(c.title ?? c.name ?? c.botName, 80),
    welcomeMessage: text(c.welcomeMessage, 1000),
    primaryColor: safeColor(c.primaryColor as string),
    userBubbleColor: safeColor(c.userBubbleColor as string),
    botBubbleColor: safeColor(c.botBubbleColor as string),
    position: c.position === 'left' || c.position === 'right' ? c.position : undefined,
    language: text(c.language, 10),
    privacyUrl: text(c.privacyUrl, 2000),
  };
}

/** Resolves undefined when the bot does not exist (404); throws on network trouble. */
export async function fetchBotConfig(serverUrl: string, id: string): Promise<BotConfig | undefined> {
  const res = await fetch(`${serverUrl}/api/widget/config/${encodeURIComponent(id)}`, {
    credentials: 'omit',
  });
  if (res.status === 404) return undefined;
  if (!res.ok) throw new Error(`config ${res.status}`);
  return parseBotConfig(await res.json());
}
