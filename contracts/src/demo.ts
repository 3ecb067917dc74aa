import { z } from 'zod';
import type { WidgetConfig } from './bot.ts';
import type { TrainingProgress } from './chat.ts';
import type { CrawlReport } from './crawl-report.ts';
import { code } from './messages.ts';
import { chatText, plainText } from './text.ts';

export { demoMessages } from './demo.messages.ts';

/** Spec part 2 §5: letters, digits or hyphens; a first label of 3+ starting and ending with a letter or digit; a dot; 2+ letters. */
export const DEMO_DOMAIN_PATTERN = /^[a-z0-9][a-z0-9-]+[a-z0-9]\.[a-z]{2,}$/i;
/** Looks like name@host.tld, no spaces. */
export const DEMO_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A demo lives this long from creation; then its page and calls answer 'not found'. */
export const DEMO_LIFETIME_DAYS = 7;

const controlCharacters = code('text.controlCharacters');
const field = (error: string) => plainText(controlCharacters, { error }).optional();

/**
 * POST /api/chatbot-demo/create. Accepts both forms' field names (`domain`/`website`, `fullName`/`name`);
 * name and email are kept only when both are given. Refusals are message codes.
 */
export const demoCreateSchema = z
  .object(
    {
      domain: field(code('demo.enterWebsite')),
      website: field(code('demo.enterWebsite')),
      fullName: field(code('demo.enterName')),
      name: field(code('demo.enterName')),
      email: field(code('demo.enterValidEmail')),
      language: z.enum(['en', 'it']).optional(),
    },
    { error: code('demo.enterWebsite') },
  )
  .transform((v) => ({
    domain: (v.domain ?? v.website ?? '').trim().toLowerCase(),
    fullName: (v.fullName ?? v.name ?? '').trim(),
    email: (v.email ?? '').trim(),
    language: v.language,
  }))
  .pipe(
    z.object({
      domain: z
        .string()
        .min(1, code('demo.enterWebsite'))
        .max(253, code('demo.enterValidDomain'))
        .regex(DEMO_DOMAIN_PATTERN, code('demo.enterValidDomain')),
      fullName: z.string().max(100, code('demo.tooLong')),
      email: z
        .string()
        .max(254, code('demo.enterValidEmail'))
        .refine((e) => e === '' || DEMO_EMAIL_PATTERN.test(e), code('demo.enterValidEmail')),
      language: z.union([z.enum(['en', 'it']), z.undefined()]),
    }),
  );
export type DemoCreateRequest = z.input<typeof demoCreateSchema>;

/** The answer of POST /api/chatbot-demo/create (201). */
export interface DemoCreated {
  success: true;
  demoId: string;
  /** True when name and email were both given and recorded with the demo. */
  contactInfoSubmitted: boolean;
  message: string;
}

/** GET /api/chatbot-demo/{demoId}. */
export interface DemoView {
  success: true;
  demo: { id: string; domain: string; createdAt: string; expiresAt: string; welcomeMessage: string };
  /** The crawl of the demo's domain. */
  training: TrainingProgress;
  /** What that crawl read and left out, once it has succeeded; null until then. */
  report: CrawlReport | null;
  /** What the chat window and the widget show (the demo's display defaults). */
  config: WidgetConfig;
}

/** POST /api/chatbot-demo/{demoId}/message: `visitorId` (with `conversationId`) keeps the conversation. */
export const demoMessageSchema = z.object({
  message: chatText(code('demo.messageRequired'))
    .trim()
    .min(1, code('demo.messageRequired'))
    .max(2000, `Message is longer than 2000 characters`),
  visitorId: plainText(controlCharacters).min(8).max(64).optional(),
  conversationId: plainText(controlCharacters).min(1).max(64).optional(),
});

/** The non-streaming answer of POST /api/chatbot-demo/{demoId}/message. */
export interface DemoMessageAnswer {
  success: true;
  answer: string;
  message: string;
  sources: { url: string; title: string }[];
  /** Set when a visitorId was given: the conversation the exchange was stored in. */
  conversationId?: string;
}

/** POST /api/chatbot-demo/contact. */
export const demoContactSchema = z.object({
  fullName: plainText(controlCharacters, { error: code('demo.enterName') })
    .trim()
    .min(1, code('demo.enterName'))
    .max(100, code('demo.tooLong')),
  email: plainText(controlCharacters, { error: code('demo.enterEmail') })
    .trim()
    .min(1, code('demo.enterEmail'))
    .max(254, code('demo.enterValidEmail'))
    .regex(DEMO_EMAIL_PATTERN, code('demo.enterValidEmail')),
  website: plainText(controlCharacters, { error: code('demo.enterWebsite') })
    .trim()
    .max(253, code('demo.tooLong'))
    .optional()
    .default(''),
  demoId: plainText(controlCharacters).max(64).optional(),
});
export type DemoContactRequest = z.input<typeof demoContactSchema>;
