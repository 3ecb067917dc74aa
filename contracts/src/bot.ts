import { z } from 'zod';
import { MAX_ALLOWED_ORIGINS } from './bot.messages.ts';
import { refreshScheduleSchema } from './freshness.ts';
import { retentionDaysSchema, webhookUrlSchema } from './insights.ts';
import { code } from './messages.ts';
import type { Language } from './routes.ts';
import { plainText } from './text.ts';

export * from './bot.messages.ts';

/** Spec part 2 §1 and §3: the builder's colour presets (the first is the default). */
export const BOT_COLOR_PRESETS = ['#7c3aed', '#3b82f6', '#10b981', '#ef4444'] as const;
export const botPositions = ['right', 'left'] as const;
export const botLanguages = ['en', 'it'] as const;
/** Spec part 2 §3: a bot never saved reads these. */
export const botDefaults = {
  botName: 'AI Assistant',
  welcomeMessage: 'Hello! How can I help you today?',
  companyInfo: '',
  language: 'en',
  primaryColor: '#7c3aed',
  position: 'right',
  allowedOrigins: [] as string[],
} as const;

/** Spec part 2 §3: a demo's display defaults. */
export const demoDisplayDefaults = {
  title: 'Chat with our AI Assistant',
  primaryColor: '#10b981',
  userBubbleColor: '#10b981',
  botBubbleColor: '#f1f5f9',
  welcomeMessage: 'Hello! How can I help you today?',
} as const;

const controlCharacters = code('text.controlCharacters');

/** An http(s) origin, `https://shop.example.com[:port]`, normalised to `scheme://host[:port]`. */
const origin = plainText(controlCharacters, { error: code('bot.originInvalid') })
  .trim()
  .refine(
    (v) => URL.canParse(v) && ['http:', 'https:'].includes(new URL(v).protocol),
    code('bot.originInvalid'),
  )
  .transform((v) => new URL(v).origin);

/** PUT /api/chatbot/settings: every field optional; a missing one keeps its saved value. Refusals are message codes. */
export const botSettingsInputSchema = z.object({
  botName: plainText(controlCharacters, { error: code('bot.nameRequired') })
    .trim()
    .min(1, code('bot.nameRequired'))
    .max(60, code('bot.nameTooLong'))
    .optional(),
  welcomeMessage: plainText(controlCharacters, { error: code('bot.welcomeRequired'), multiline: true })
    .trim()
    .min(1, code('bot.welcomeRequired'))
    .max(500, code('bot.welcomeTooLong'))
    .optional(),
  companyInfo: plainText(controlCharacters, { error: code('bot.companyInfoTooLong'), multiline: true })
    .trim()
    .max(20_000, code('bot.companyInfoTooLong'))
    .optional(),
  language: z.enum(botLanguages, { error: code('bot.languageInvalid') }).optional(),
  primaryColor: z
    .string({ error: code('bot.colorInvalid') })
    .regex(/^#[0-9a-f]{6}$/i, code('bot.colorInvalid'))
    .transform((c) => c.toLowerCase())
    .optional(),
  position: z.enum(botPositions, { error: code('bot.positionInvalid') }).optional(),
  allowedOrigins: z
    .array(origin, { error: code('bot.originInvalid') })
    .max(MAX_ALLOWED_ORIGINS, code('bot.tooManyOrigins'))
    .optional(),
  /** Spec part 2 §3: shown but fixed. */
  showLogo: z.literal(true).optional(),
  /** Days conversations, leads and question counts are kept (7, 30, 90, 180 or 365). */
  retentionDays: retentionDaysSchema.optional(),
  /** Where each lead from the chat is posted as signed JSON; '' for none. */
  webhookUrl: webhookUrlSchema.optional(),
});
export type BotSettingsInput = z.input<typeof botSettingsInputSchema>;

/** GET/PUT /api/chatbot/settings: the signed-in client's bot. */
export interface BotSettings {
  botId: string;
  botName: string;
  welcomeMessage: string;
  companyInfo: string;
  language: 'en' | 'it';
  primaryColor: string;
  position: 'right' | 'left';
  /** Sites that may run the widget; empty means any. */
  allowedOrigins: string[];
  showLogo: true;
  retentionDays: number;
  webhookUrl: string;
  /** The key the webhook's `X-Vela-Signature` is made with (HMAC-SHA256 of the body). */
  webhookSecret: string;
}

/** POST /api/chatbot/training/url. */
export const trainingUrlSchema = z.object({
  url: plainText(controlCharacters, { error: code('bot.urlEmpty') })
    .trim()
    .min(1, code('bot.urlEmpty'))
    .max(2000, code('bot.invalidUrl'))
    .refine(
      (v) => URL.canParse(v) && ['http:', 'https:'].includes(new URL(v).protocol),
      code('bot.invalidUrl'),
    ),
  /** Read the whole site the address belongs to (from its home page and sitemaps), not only that page. */
  wholeSite: z.boolean().optional(),
  /** How often the source is read again by itself (off unless set). */
  refresh: refreshScheduleSchema.optional(),
});

/** GET /api/chatbot/embed. */
export interface EmbedCode {
  /** `<script src="PUBLIC_URL/widget.js" data-bot-id="…" async></script>` */
  snippet: string;
  botId: string;
  /** The 30-day free-trial wording shown beside the snippet, in both languages. */
  notice: Record<Language, string>;
}

/** GET /api/widget/config/{id} (public, any origin): what the widget shows for a bot or a demo. */
export interface WidgetConfig {
  id: string;
  kind: 'bot' | 'demo';
  name: string;
  title: string;
  welcomeMessage: string;
  primaryColor: string;
  userBubbleColor: string;
  botBubbleColor: string;
  position: 'right' | 'left';
  language: 'en' | 'it';
  showLogo: true;
  /** Bots only: the privacy policy the chat's contact form links its consent to (the form is offered only with it). */
  privacyUrl?: string;
}
