import { z } from 'zod';
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
  'answer:end': (e: { messageId: string; text: string; sources: Source[] }) => void;
  'answer:error': (e: { messageId: string; message: string }) => void;
  history: (e: { conversationId: string; messages: ChatMessage[] }) => void;
  'training:progress': (e: TrainingProgress) => void;
}

/** Events a client emits on `/chat`. */
export interface ClientToServerEvents {
  message: (m: { text: string; conversationId?: string }, ack: (r: MessageAck) => void) => void;
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
