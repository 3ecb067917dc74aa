import { z } from 'zod';
import type { WidgetConfig } from './bot.ts';
import type { TrainingProgress } from './chat.ts';
import type { CrawlReport } from './crawl-report.ts';
import type { Language } from './routes.ts';
import { chatText, plainText, textMessages } from './text.ts';

/** Spec part 2 §5: letters, digits or hyphens; a first label of 3+ starting and ending with a letter or digit; a dot; 2+ letters. */
export const DEMO_DOMAIN_PATTERN = /^[a-z0-9][a-z0-9-]+[a-z0-9]\.[a-z]{2,}$/i;
/** Looks like name@host.tld, no spaces. */
export const DEMO_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A demo lives this long from creation; then its page and calls answer 'not found'. */
export const DEMO_LIFETIME_DAYS = 7;

/** Spec part 2 §5 and §8: the demo API's texts, English as specified and their Italian equivalents. */
export const demoMessages = {
  en: {
    enterWebsite: 'Please enter your website domain',
    enterValidDomain: 'Please enter a valid domain (e.g. example.com)',
    enterValidEmail: 'Please enter a valid email address',
    enterName: 'Please enter your full name',
    enterEmail: 'Please enter your email address',
    tooLong: 'The text is too long',
    created: 'Your AI chatbot has been created!',
    notFound: "We couldn't find this chatbot. It may have expired or been removed.",
    messageRequired: 'Please enter a message',
    answered: 'Answer generated',
    contactSaved: 'Thank you! We will be in touch soon.',
  },
  it: {
    enterWebsite: 'Inserisci il dominio del tuo sito web',
    enterValidDomain: 'Inserisci un dominio valido (es. example.com)',
    enterValidEmail: 'Inserisci un indirizzo email valido',
    enterName: 'Inserisci il tuo nome e cognome',
    enterEmail: 'Inserisci il tuo indirizzo email',
    tooLong: 'Il testo è troppo lungo',
    created: 'Il tuo chatbot AI è stato creato!',
    notFound: 'Non troviamo questo chatbot. Potrebbe essere scaduto o essere stato rimosso.',
    messageRequired: 'Scrivi un messaggio',
    answered: 'Risposta generata',
    contactSaved: 'Grazie! Ti contatteremo presto.',
  },
} as const satisfies Record<Language, Record<string, string>>;

const text = (language: Language, max: number, required: string, long: string) =>
  plainText(textMessages[language].controlCharacters, { error: required })
    .trim()
    .min(1, required)
    .max(max, long);

/**
 * POST /api/chatbot-demo/create. Accepts both forms' field names (`domain`/`website`, `fullName`/`name`);
 * name and email are kept only when both are given.
 */
export function demoCreateSchemaFor(language: Language = 'en') {
  const m = demoMessages[language];
  const field = (error: string) => plainText(textMessages[language].controlCharacters, { error }).optional();
  return z
    .object(
      {
        domain: field(m.enterWebsite),
        website: field(m.enterWebsite),
        fullName: field(m.enterName),
        name: field(m.enterName),
        email: field(m.enterValidEmail),
        language: z.enum(['en', 'it']).optional(),
      },
      { error: m.enterWebsite },
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
          .min(1, m.enterWebsite)
          .max(253, m.enterValidDomain)
          .regex(DEMO_DOMAIN_PATTERN, m.enterValidDomain),
        fullName: z.string().max(100, m.tooLong),
        email: z
          .string()
          .max(254, m.enterValidEmail)
          .refine((e) => e === '' || DEMO_EMAIL_PATTERN.test(e), m.enterValidEmail),
        language: z.union([z.enum(['en', 'it']), z.undefined()]),
      }),
    );
}
export type DemoCreateRequest = z.input<ReturnType<typeof demoCreateSchemaFor>>;

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
export function demoMessageSchemaFor(language: Language = 'en') {
  const m = demoMessages[language];
  const { controlCharacters } = textMessages[language];
  return z.object({
    message: chatText(m.messageRequired)
      .trim()
      .min(1, m.messageRequired)
      .max(2000, `Message is longer than 2000 characters`),
    visitorId: plainText(controlCharacters).min(8).max(64).optional(),
    conversationId: plainText(controlCharacters).min(1).max(64).optional(),
  });
}

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
export function demoContactSchemaFor(language: Language = 'en') {
  const m = demoMessages[language];
  const { controlCharacters } = textMessages[language];
  return z.object({
    fullName: text(language, 100, m.enterName, m.tooLong),
    email: plainText(controlCharacters, { error: m.enterEmail })
      .trim()
      .min(1, m.enterEmail)
      .max(254, m.enterValidEmail)
      .regex(DEMO_EMAIL_PATTERN, m.enterValidEmail),
    website: plainText(controlCharacters, { error: m.enterWebsite })
      .trim()
      .max(253, m.tooLong)
      .optional()
      .default(''),
    demoId: plainText(controlCharacters).max(64).optional(),
  });
}
export type DemoContactRequest = z.input<ReturnType<typeof demoContactSchemaFor>>;
