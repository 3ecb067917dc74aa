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
  created_at: string;
  updated_at: string;
}

export type BotRow = Selectable<BotsTable>;
