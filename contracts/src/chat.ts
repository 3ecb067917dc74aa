import { z } from 'zod';

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

/** Socket.IO handshake `auth` for namespace `/chat`. */
export const handshakeSchema = z
  .object({
    demoId: z.string().min(1).max(64).optional(),
    botId: z.string().min(1).max(64).optional(),
    visitorId: z.string().min(8).max(64),
    conversationId: z.string().min(1).max(64).optional(),
  })
  .refine((a) => Boolean(a.demoId) !== Boolean(a.botId), { message: 'Give exactly one of demoId or botId' });
export type Handshake = z.infer<typeof handshakeSchema>;

export const chatMessageInputSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'Message is empty')
    .max(MAX_MESSAGE_LENGTH, `Message is longer than ${MAX_MESSAGE_LENGTH} characters`),
  conversationId: z.string().max(64).optional(),
});

export type MessageAck =
  | { ok: true; conversationId: string; messageId: string }
  | { ok: false; error: string };

export interface TrainingProgress {
  status: TrainingStatus;
  done: number;
  total: number;
  error?: string;
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
