import type { Generated, Selectable } from 'kysely';

/** A client's chatbot (one per user), reached publicly by its random `id`. */
export interface BotsTable {
  id: string;
  user_id: number;
  bot_name: string;
  welcome_message: string;
  company_info: string;
  language: string;
  primary_color: string;
  position: string;
  /** JSON array of origins allowed to run the widget; empty means any. */
  allowed_origins: string;
  /** The 'text' training holding the company information, once there is some. */
  company_source_id: number | null;
  /** The UTC day (YYYY-MM-DD) `trainings_on_day` counts the trainings of, for the daily quota. */
  trainings_day: Generated<string>;
  trainings_on_day: Generated<number>;
  /** Days conversations, leads and question counts are kept. */
  retention_days: Generated<number>;
  /** Where leads from the chat are posted ('' for nowhere), signed with `webhook_secret`. */
  webhook_url: Generated<string>;
  webhook_secret: Generated<string>;
  created_at: string;
  updated_at: string;
}

export type BotRow = Selectable<BotsTable>;
