import type { Generated, Selectable } from 'kysely';

/** Questions of one bot that ask the same thing (the same stemmed terms), which the bot missed at least once. */
export interface KnowledgeGapsTable {
  id: Generated<number>;
  bot_id: string;
  question_key: string;
  question: string;
  asked_count: Generated<number>;
  declined_count: Generated<number>;
  weak_count: Generated<number>;
  rated_down_count: Generated<number>;
  first_asked_at: string;
  last_asked_at: string;
  status: Generated<'open' | 'answered' | 'dismissed'>;
  conversation_id: string | null;
  /** The question's embedding (JSON), when EMBEDDINGS_MODEL is set: later wordings of the same meaning join it. */
  vector: string | null;
}

/** A visitor's request to be contacted, left in a bot's chat. */
export interface ChatLeadsTable {
  id: Generated<number>;
  bot_id: string;
  conversation_id: string | null;
  name: string;
  email: string | null;
  phone: string | null;
  page_url: string | null;
  language: string;
  created_at: string;
  webhook_status: Generated<'none' | 'pending' | 'delivered' | 'failed'>;
}

/** Per bot and UTC day: how often each question (by its stemmed terms) was asked and each page cited. */
export interface ChatDailyTable {
  bot_id: string;
  kind: 'question' | 'page';
  day: string;
  item_key: string;
  /** The question's latest wording, or the page's title. */
  label: string;
  hits: Generated<number>;
}

export type KnowledgeGapRow = Selectable<KnowledgeGapsTable>;
export type ChatLeadRow = Selectable<ChatLeadsTable>;
