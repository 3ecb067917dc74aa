import { z } from 'zod';
import { MAX_FEEDBACK_COMMENT } from './insights.messages.ts';
import { code } from './messages.ts';
import { chatText, plainText, textMessages } from './text.ts';

/** Longest chat message a visitor may send (characters). */
export const MAX_MESSAGE_LENGTH = 2000;

export const trainingStatuses = ['queued', 'crawling', 'indexing', 'ready', 'failed'] as const;
export type TrainingStatus = (typeof trainingStatuses)[number];

export interface Source {
  url: string;
  title: string;
}

export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
  sources: Source[];
  timestamp: string;
  /** An answer's id, which its rating names. */
  id?: string;
  /** The visitor's rating of an answer. */
  rating?: 'up' | 'down';
}

/** An id a client sends: any text without control characters (which are refused). */
const clientId = () => plainText(textMessages.en.controlCharacters);

/** Socket.IO handshake `auth` for namespace `/chat`. */
export const handshakeSchema = z
  .object({
    demoId: clientId().min(1).max(64).optional(),
    botId: clientId().min(1).max(64).optional(),
    visitorId: clientId().min(8).max(64),
    /** A malformed one is ignored: the visitor simply starts a new conversation. */
    conversationId: clientId().min(1).max(64).optional().catch(undefined),
    /** The language of refusals (connect_error messages); English when absent or not en/it. */
    language: z.enum(['en', 'it']).optional().catch(undefined),
    /** The address of the page the chat is open on (a malformed or overlong one is ignored). */
    page: z
      .string()
      .max(2000)
      .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol))
      .optional()
      .catch(undefined),
  })
  .refine((a) => Boolean(a.demoId) !== Boolean(a.botId), { message: 'Give exactly one of demoId or botId' });
export type Handshake = z.infer<typeof handshakeSchema>;

export const chatMessageInputSchema = z.object({
  text: chatText()
    .trim()
    .min(1, 'Message is empty')
    .max(MAX_MESSAGE_LENGTH, `Message is longer than ${MAX_MESSAGE_LENGTH} characters`),
  conversationId: clientId().min(1).max(64).optional().catch(undefined),
});

export type MessageAck =
  | { ok: true; conversationId: string; messageId: string }
  | { ok: false; error: string };

/** Socket event `feedback`: 👍 or 👎 on one of the visitor's answers, a 👎 optionally with a comment. */
export const feedbackInputSchema = z.object({
  messageId: clientId().min(1).max(64),
  rating: z.enum(['up', 'down'], { error: code('insights.ratingInvalid') }),
  comment: chatText().trim().max(MAX_FEEDBACK_COMMENT, code('insights.commentTooLong')).optional(),
});
export type FeedbackInput = z.infer<typeof feedbackInputSchema>;

/** The ack of `feedback`, `lead` and `forget`: a refusal's text is in the handshake's language. */
export type ChatAck = { ok: true } | { ok: false; error: string };

export interface TrainingProgress {
  status: TrainingStatus;
  done: number;
  total: number;
  error?: string;
  /** Which training moved (a bot has several; a demo has its crawl). */
  trainingId?: number;
}

/** Events the server emits on `/chat`. */
export interface ServerToClientEvents {
  'answer:start': (e: { messageId: string }) => void;
  'answer:token': (e: { messageId: string; delta: string }) => void;
  /**
   * `offerContact` (bots only): the product, not the model, decided to offer the contact form, because the
   * bot declined or the visitor asked to be contacted or for a quote.
   */
  'answer:end': (e: { messageId: string; text: string; sources: Source[]; offerContact?: boolean }) => void;
  'answer:error': (e: { messageId: string; message: string }) => void;
  history: (e: { conversationId: string; messages: ChatMessage[] }) => void;
  'training:progress': (e: TrainingProgress) => void;
}

/** Events a client emits on `/chat`. */
export interface ClientToServerEvents {
  message: (m: { text: string; conversationId?: string }, ack: (r: MessageAck) => void) => void;
  feedback: (f: FeedbackInput, ack: (r: ChatAck) => void) => void;
  /** Leaves the visitor's contact details with the bot's owner (bots only); see `chatLeadInputSchema`. */
  lead: (l: { name: string; contact: string; consent: boolean }, ack: (r: ChatAck) => void) => void;
  /** Deletes the visitor's current conversation (theirs only); the next message starts a new one. */
  forget: (f: Record<string, never>, ack: (r: ChatAck) => void) => void;
}

/** The text every chat surface shows when an answer fails (spec part 2 §8). */
export const CHAT_ERROR_TEXT = 'Sorry, I encountered an error. Please try again.';

/** The `/chat` namespace's own texts: handshake refusals, refused messages and the honest 'I don't know'. */
export const chatTexts = {
  en: {
    invalidHandshake: 'Connect with a demoId or a botId and a visitorId',
    unknownDemo: "We couldn't find this chatbot. It may have expired or been removed.",
    unknownBot: 'This chatbot does not exist',
    originNotAllowed: 'This chatbot is not enabled on this website',
    pending: 'Please wait for the current answer before sending another message',
    rateLimited: 'Too many messages. Please wait a minute and try again.',
    tooManyConnections: 'Too many chats are open from your network. Close some and try again.',
    error: CHAT_ERROR_TEXT,
    dontKnow:
      "I'm sorry, I couldn't find that in the information I have. Please use the contact details on the website to reach the team directly.",
    dontKnowWithContacts:
      "I'm sorry, I couldn't find that in the information I have. You can reach the team directly here: {contacts}",
  },
  it: {
    invalidHandshake: 'Connettiti con un demoId o un botId e un visitorId',
    unknownDemo: 'Non troviamo questo chatbot. Potrebbe essere scaduto o essere stato rimosso.',
    unknownBot: 'Questo chatbot non esiste',
    originNotAllowed: 'Questo chatbot non è abilitato su questo sito',
    pending: 'Attendi la risposta in corso prima di inviare un altro messaggio',
    rateLimited: 'Troppi messaggi. Attendi un minuto e riprova.',
    tooManyConnections: 'Troppe chat aperte dalla tua rete. Chiudine qualcuna e riprova.',
    error: 'Mi dispiace, si è verificato un errore. Riprova.',
    dontKnow:
      'Mi dispiace, non ho trovato questa informazione. Usa i contatti indicati sul sito per parlare direttamente con il team.',
    dontKnowWithContacts:
      'Mi dispiace, non ho trovato questa informazione. Puoi contattare direttamente il team qui: {contacts}',
  },
} as const;
