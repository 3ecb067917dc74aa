import type { Generated, Selectable } from 'kysely';

/** One visitor's conversation with one demo or bot (exactly one of demo_id and bot_id is set). */
export interface ConversationsTable {
  id: string;
  visitor_id: string;
  demo_id: string | null;
  bot_id: string | null;
  created_at: string;
  updated_at: string;
}

/** One turn; `sources` is a JSON array of `{ url, title }`. */
export interface ChatMessagesTable {
  id: Generated<number>;
  message_id: string;
  conversation_id: string;
  role: 'user' | 'assistant';
  content: string;
  sources: string;
  created_at: string;
}

export type ConversationRow = Selectable<ConversationsTable>;
export type ChatMessageRow = Selectable<ChatMessagesTable>;
