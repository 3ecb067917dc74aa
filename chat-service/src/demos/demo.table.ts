import type { Generated, Selectable } from 'kysely';

/** A visitor's demo chatbot for one domain; it lives 7 days from `created_at`. */
export interface DemosTable {
  id: string;
  domain: string;
  /** Recorded only when both name and email were given. */
  full_name: string | null;
  email: string | null;
  language: string;
  /** The crawl training that reads the domain. */
  training_id: number | null;
  created_at: string;
}

/** Who asked for a demo (the admin leads screen lists these). */
export interface DemoContactsTable {
  id: Generated<number>;
  demo_id: string | null;
  full_name: string;
  email: string;
  website: string;
  created_at: string;
}

export type DemoRow = Selectable<DemosTable>;
