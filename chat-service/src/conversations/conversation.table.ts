import type { Generated, Selectable } from 'kysely';

/** One visitor's conversation with one demo or bot (exactly one of demo_id and bot_id is set). */
export interface ConversationsTable {
  id: string;
  visitor_id: string;
  demo_id: string | null;
  bot_id: string | null;
  created_at: string;
  updated_at: string;
  /** The language of the first question, and the page of the client's site the chat was opened on. */
  language: string | null;
  page_url: string | null;
  first_question: Generated<string>;
  /** Kept as exchanges are stored and answers rated: questions asked, answers declined or weak, ratings, a lead. */
  questions: Generated<number>;
  declined: Generated<number>;
  weak: Generated<number>;
  rated_up: Generated<number>;
  rated_down: Generated<number>;
  has_lead: Generated<number>;
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
  /** Questions only: the key of the questions asked the same (see insights/question-key.ts). */
  question_key: string | null;
  /** Answers only: 'answered' | 'weak' | 'declined', and the evidence's strength 0…1. */
  outcome: string | null;
  evidence: number | null;
  rating: 'up' | 'down' | null;
  comment: string | null;
}

export type ConversationRow = Selectable<ConversationsTable>;
export type ChatMessageRow = Selectable<ChatMessagesTable>;
