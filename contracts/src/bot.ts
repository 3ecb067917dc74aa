import { z } from 'zod';
import type { Language } from './routes.ts';
import { plainText, textMessages } from './text.ts';

/** Spec part 2 §1 and §3: the builder's colour presets (the first is the default). */
export const BOT_COLOR_PRESETS = ['#7c3aed', '#3b82f6', '#10b981', '#ef4444'] as const;
export const botPositions = ['right', 'left'] as const;
export const botLanguages = ['en', 'it'] as const;
export const MAX_ALLOWED_ORIGINS = 20;
/**
 * Documents and URLs one bot may hold: ten times what a small business's knowledge fills (a few dozen
 * documents and pages), so only a script adding sources in a loop meets it.
 */
export const MAX_BOT_SOURCES = 200;
/**
 * Trainings one bot may start in a day (UTC), retries and company-information changes included: filling
 * every source in one day still leaves a hundred re-runs, while a loop re-training a bot for ever stops.
 */
export const MAX_BOT_TRAININGS_PER_DAY = 300;

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

export const botMessages = {
  en: {
    nameRequired: 'Please enter a name for your chatbot',
    nameTooLong: 'The name must be at most 60 characters',
    welcomeRequired: 'Please enter a welcome message',
    welcomeTooLong: 'The welcome message must be at most 500 characters',
    companyInfoTooLong: 'Company information must be at most 20,000 characters',
    languageInvalid: 'Choose English or Italian',
    colorInvalid: 'Choose a colour as #rrggbb',
    positionInvalid: 'Choose left or right',
    originInvalid: 'Each allowed website must be an address like https://www.example.com',
    tooManyOrigins: `At most ${MAX_ALLOWED_ORIGINS} allowed websites`,
    urlEmpty: 'Please enter a URL',
    invalidUrl: 'Please enter a valid URL',
    noFile: 'Please choose a PDF, DOCX or TXT file',
    fileTooLarge: 'File is too large. Maximum size is 10MB.',
    fileType: 'Invalid file type. Please upload PDF, DOCX, or TXT files.',
    encryptedDocument: 'This document is password-protected. Please upload a version without a password.',
    tooManyFiles: 'Send at most 10 files at once.',
    uploadUnreadable: 'The upload could not be read. Please try again.',
    trainingNotFound: 'This content was not found',
    tooManySources: `A chatbot can hold at most ${MAX_BOT_SOURCES} documents and URLs. Please remove some before adding more.`,
    tooManyTrainingsToday: `A chatbot can be trained at most ${MAX_BOT_TRAININGS_PER_DAY} times a day, and this would pass today's limit. Please try again tomorrow.`,
    companyInfoTitle: 'Company information',
    embedNotice:
      'This chatbot is free for 30 days using our shared AI key; after that you will need to add your own API key.',
  },
  it: {
    nameRequired: 'Inserisci un nome per il tuo chatbot',
    nameTooLong: 'Il nome può avere al massimo 60 caratteri',
    welcomeRequired: 'Inserisci un messaggio di benvenuto',
    welcomeTooLong: 'Il messaggio di benvenuto può avere al massimo 500 caratteri',
    companyInfoTooLong: 'Le informazioni aziendali possono avere al massimo 20.000 caratteri',
    languageInvalid: 'Scegli inglese o italiano',
    colorInvalid: 'Scegli un colore nel formato #rrggbb',
    positionInvalid: 'Scegli sinistra o destra',
    originInvalid: 'Ogni sito autorizzato deve essere un indirizzo come https://www.esempio.it',
    tooManyOrigins: `Al massimo ${MAX_ALLOWED_ORIGINS} siti autorizzati`,
    urlEmpty: 'Inserisci un URL',
    invalidUrl: 'Inserisci un URL valido',
    noFile: 'Scegli un file PDF, DOCX o TXT',
    fileTooLarge: 'Il file è troppo grande. La dimensione massima è 10MB.',
    fileType: 'Tipo di file non valido. Carica file PDF, DOCX o TXT.',
    encryptedDocument: 'Questo documento è protetto da password. Carica una versione senza password.',
    tooManyFiles: 'Invia al massimo 10 file alla volta.',
    uploadUnreadable: 'Non è stato possibile leggere il caricamento. Riprova.',
    trainingNotFound: 'Questo contenuto non è stato trovato',
    tooManySources: `Un chatbot può contenere al massimo ${MAX_BOT_SOURCES} documenti e URL. Rimuovine qualcuno prima di aggiungerne altri.`,
    tooManyTrainingsToday: `Un chatbot può essere addestrato al massimo ${MAX_BOT_TRAININGS_PER_DAY} volte al giorno e questa richiesta supererebbe il limite di oggi. Riprova domani.`,
    companyInfoTitle: 'Informazioni aziendali',
    embedNotice:
      'Questo chatbot è gratuito per 30 giorni con la nostra chiave AI condivisa; dopo dovrai aggiungere la tua chiave API.',
  },
} as const satisfies Record<Language, Record<string, string>>;

/** An http(s) origin, `https://shop.example.com[:port]`, normalised to `scheme://host[:port]`. */
const origin = (message: string, controlCharacters: string) =>
  plainText(controlCharacters, { error: message })
    .trim()
    .refine((v) => URL.canParse(v) && ['http:', 'https:'].includes(new URL(v).protocol), message)
    .transform((v) => new URL(v).origin);

/** PUT /api/chatbot/settings: every field optional; a missing one keeps its saved value. */
export function botSettingsInputSchemaFor(language: Language = 'en') {
  const m = botMessages[language];
  const { controlCharacters } = textMessages[language];
  return z.object({
    botName: plainText(controlCharacters, { error: m.nameRequired })
      .trim()
      .min(1, m.nameRequired)
      .max(60, m.nameTooLong)
      .optional(),
    welcomeMessage: plainText(controlCharacters, { error: m.welcomeRequired, multiline: true })
      .trim()
      .min(1, m.welcomeRequired)
      .max(500, m.welcomeTooLong)
      .optional(),
    companyInfo: plainText(controlCharacters, { error: m.companyInfoTooLong, multiline: true })
      .trim()
      .max(20_000, m.companyInfoTooLong)
      .optional(),
    language: z.enum(botLanguages, { error: m.languageInvalid }).optional(),
    primaryColor: z
      .string({ error: m.colorInvalid })
      .regex(/^#[0-9a-f]{6}$/i, m.colorInvalid)
      .transform((c) => c.toLowerCase())
      .optional(),
    position: z.enum(botPositions, { error: m.positionInvalid }).optional(),
    allowedOrigins: z
      .array(origin(m.originInvalid, controlCharacters), { error: m.originInvalid })
      .max(MAX_ALLOWED_ORIGINS, m.tooManyOrigins)
      .optional(),
    /** Spec part 2 §3: shown but fixed. */
    showLogo: z.literal(true).optional(),
  });
}
export type BotSettingsInput = z.input<ReturnType<typeof botSettingsInputSchemaFor>>;

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
}

/** POST /api/chatbot/training/url. */
export function trainingUrlSchemaFor(language: Language = 'en') {
  const m = botMessages[language];
  return z.object({
    url: plainText(textMessages[language].controlCharacters, { error: m.urlEmpty })
      .trim()
      .min(1, m.urlEmpty)
      .max(2000, m.invalidUrl)
      .refine((v) => URL.canParse(v) && ['http:', 'https:'].includes(new URL(v).protocol), m.invalidUrl),
  });
}

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
}
