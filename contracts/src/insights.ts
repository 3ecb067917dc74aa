import { z } from 'zod';
import type { Source } from './chat.ts';
import { CONTACT_PHONE_PATTERN, contactLimits } from './contact.rules.ts';
import { analyticsPeriods, MAX_GAP_ANSWER, retentionChoices } from './insights.messages.ts';
import { code } from './messages.ts';
import type { Language } from './routes.ts';
import { plainText } from './text.ts';

export * from './insights.messages.ts';

/*
 * The client's cockpit: what visitors asked, how the bot answered, what they rated, who asked to be
 * contacted. A client reads their own bot under /api/chatbot/…; an admin reads any bot under
 * /api/admin/bots/:botId/… with the same shapes.
 */

const text = (message: Parameters<typeof code>[0], options: { multiline?: boolean } = {}) =>
  plainText(code('text.controlCharacters'), { error: message, ...options });

/** How an answer met its question: quoted or written from clear evidence, from weak evidence, or declined. */
export const answerOutcomes = ['answered', 'weak', 'declined'] as const;
export type AnswerOutcome = (typeof answerOutcomes)[number];

export const ratings = ['up', 'down'] as const;
export type Rating = (typeof ratings)[number];

// ---------------------------------------------------------------------------------------------------
// Conversations

export const conversationFilters = ['answered', 'declined', 'rated_down', 'lead'] as const;
export type ConversationFilter = (typeof conversationFilters)[number];
export const CONVERSATIONS_PAGE_SIZE = 25;

const day = z
  .string({ error: code('insights.dateInvalid') })
  .regex(/^\d{4}-\d{2}-\d{2}$/, code('insights.dateInvalid'))
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), code('insights.dateInvalid'));

/** GET …/conversations (and …/conversations.csv, which ignores `page`): newest first. */
export const conversationQuerySchema = z.object({
  /** First and last day (UTC, inclusive) the conversation started on. */
  from: day.optional(),
  to: day.optional(),
  language: z.enum(['it', 'en'], { error: code('insights.filterInvalid') }).optional(),
  filter: z.enum(conversationFilters, { error: code('insights.filterInvalid') }).optional(),
  /** Words any message of the conversation holds. */
  search: text('text.controlCharacters').trim().max(200, code('insights.filterInvalid')).optional(),
  page: z.coerce
    .number({ error: code('insights.pageInvalid') })
    .int(code('insights.pageInvalid'))
    .min(1, code('insights.pageInvalid'))
    .max(100_000, code('insights.pageInvalid'))
    .default(1),
});
export type ConversationQuery = z.input<typeof conversationQuerySchema>;

export interface ConversationSummary {
  id: string;
  botId: string;
  startedAt: string;
  lastMessageAt: string;
  /** The language of the visitor's first question. */
  language: Language | null;
  /** The page of the client's site the chat was opened on. */
  page: string | null;
  firstQuestion: string;
  questions: number;
  declined: number;
  weak: number;
  ratedUp: number;
  ratedDown: number;
  hasLead: boolean;
}

export interface ConversationPage {
  conversations: ConversationSummary[];
  total: number;
  page: number;
  pageSize: number;
}

export interface TranscriptMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  sources: Source[];
  at: string;
  /** Answers only. */
  outcome?: AnswerOutcome;
  /** 0…1: how much of the question the best passage held (answers only). */
  evidence?: number;
  rating?: Rating;
  comment?: string;
}

/** GET …/conversations/:id */
export interface ConversationTranscript {
  conversation: ConversationSummary;
  messages: TranscriptMessage[];
  lead: ChatLead | null;
}

// ---------------------------------------------------------------------------------------------------
// Knowledge gaps

export const gapStatuses = ['open', 'answered', 'dismissed'] as const;
export type GapStatus = (typeof gapStatuses)[number];

/** Questions that ask the same thing (the same terms once stemmed), which the bot declined, answered weakly or was rated down on. */
export interface KnowledgeGap {
  id: number;
  /** The latest wording a visitor used. */
  question: string;
  askedCount: number;
  declinedCount: number;
  weakCount: number;
  ratedDownCount: number;
  firstAskedAt: string;
  lastAskedAt: string;
  status: GapStatus;
  /** The conversation it was last asked in (while it is kept). */
  conversationId: string | null;
}

/** GET …/gaps?status=open|answered|dismissed (open by default), most asked first. */
export const gapQuerySchema = z.object({
  status: z.enum(gapStatuses, { error: code('insights.filterInvalid') }).default('open'),
});

export interface GapList {
  gaps: KnowledgeGap[];
  openCount: number;
}

/** POST …/gaps/:id/answer: the client's answer becomes a Q&A source of the bot, indexed at once. */
export const gapAnswerSchema = z.object({
  answer: text('insights.gapAnswerRequired', { multiline: true })
    .trim()
    .min(1, code('insights.gapAnswerRequired'))
    .max(MAX_GAP_ANSWER, code('insights.gapAnswerTooLong')),
});

export interface GapAnswerResult {
  gap: KnowledgeGap;
  /** The gap's question asked again, answered from the knowledge that now holds the client's answer. */
  reply: { text: string; sources: Source[]; outcome: AnswerOutcome };
}

// ---------------------------------------------------------------------------------------------------
// Leads from the chat

const whole = (pattern: string) => new RegExp(`^(?:${pattern})$`);
const emailShape = z.email();

/** Socket event `lead` (bots only): an email or a phone in one field, and the visitor's consent. */
export const chatLeadInputSchema = z.object({
  name: text('insights.leadNameRequired')
    .trim()
    .min(1, code('insights.leadNameRequired'))
    .max(contactLimits.name, code('contact.tooLong')),
  contact: text('insights.leadContactRequired')
    .trim()
    .min(1, code('insights.leadContactRequired'))
    .max(contactLimits.email, code('insights.leadContactInvalid'))
    .refine(
      (v) => (v.includes('@') ? emailShape.safeParse(v).success : whole(CONTACT_PHONE_PATTERN).test(v)),
      code('insights.leadContactInvalid'),
    ),
  consent: z.literal(true, { error: code('insights.leadConsentRequired') }),
});
export type ChatLeadInput = z.input<typeof chatLeadInputSchema>;

export const webhookStatuses = ['none', 'pending', 'delivered', 'failed'] as const;
export type WebhookStatus = (typeof webhookStatuses)[number];

export interface ChatLead {
  id: number;
  botId: string;
  conversationId: string | null;
  name: string;
  email: string | null;
  phone: string | null;
  /** The page of the client's site the chat was on. */
  page: string | null;
  language: Language;
  createdAt: string;
  webhook: WebhookStatus;
}

/** GET …/leads, newest first. */
export interface ChatLeadList {
  leads: ChatLead[];
}

/**
 * What a bot's webhook receives (POST, JSON), signed: `X-Vela-Signature: sha256=<hex HMAC-SHA256 of the
 * raw body with the bot's webhook secret>`; `X-Vela-Delivery` names the delivery (the same on retries).
 */
export interface LeadWebhookPayload {
  event: 'lead.created';
  bot: { id: string; name: string };
  lead: Omit<ChatLead, 'webhook' | 'botId'>;
  transcript: { role: 'user' | 'assistant'; content: string; at: string }[];
}

// ---------------------------------------------------------------------------------------------------
// Analytics

/** GET …/analytics?days=7|30|90 (30 by default). */
export const analyticsQuerySchema = z.object({
  days: z.coerce
    .number({ error: code('insights.periodInvalid') })
    .refine((d) => (analyticsPeriods as readonly number[]).includes(d), code('insights.periodInvalid'))
    .default(30),
});

export interface BotAnalytics {
  days: number;
  /** First day (UTC) of the period, YYYY-MM-DD; the series has one entry per day from it to today. */
  from: string;
  series: { day: string; conversations: number; messages: number }[];
  totals: {
    conversations: number;
    messages: number;
    questions: number;
    answered: number;
    declined: number;
    /** Shares 0…1, null when there was nothing to share. */
    answerRate: number | null;
    declineRate: number | null;
    ratedUp: number;
    ratedDown: number;
    upShare: number | null;
    leads: number;
  };
  topQuestions: { question: string; count: number }[];
  topPages: { url: string; title: string; count: number }[];
  languages: { language: string; conversations: number }[];
}

/** GET …/insights: the dashboard's figures. */
export interface InsightsSummary {
  openGaps: number;
  conversationsThisWeek: number;
  leadsThisWeek: number;
}

// ---------------------------------------------------------------------------------------------------
// Privacy and lead settings (part of PUT /api/chatbot/settings)

export const retentionDaysSchema = z
  .number({ error: code('insights.retentionInvalid') })
  .refine((d) => (retentionChoices as readonly number[]).includes(d), code('insights.retentionInvalid'));

/** '' removes the webhook. */
export const webhookUrlSchema = text('insights.webhookInvalid')
  .trim()
  .max(2000, code('insights.webhookInvalid'))
  .refine(
    (v) => v === '' || (URL.canParse(v) && ['https:', 'http:'].includes(new URL(v).protocol)),
    code('insights.webhookInvalid'),
  );

/** GET /api/admin/bots: every client's bot, for the admin's insight pages. */
export interface AdminBotList {
  bots: { id: string; name: string; owner: string; conversations: number; openGaps: number; leads: number }[];
}
