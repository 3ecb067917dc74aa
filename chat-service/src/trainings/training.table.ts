import type { Generated, Selectable } from 'kysely';

/**
 * One training of a demo or a bot: one source's import, its progress and its report; exactly one of
 * demo_id and bot_id is set. The SQL table keeps its first name, `knowledge_sources`.
 */
export interface TrainingsTable {
  id: Generated<number>;
  demo_id: string | null;
  bot_id: string | null;
  kind: 'crawl' | 'url' | 'document' | 'text';
  label: string;
  status: 'queued' | 'crawling' | 'indexing' | 'ready' | 'failed';
  done: number;
  total: number;
  chunk_count: number;
  error: string | null;
  /** What it reads, as JSON (a document's bytes in base64), kept so it can run again (`training-input.ts`). */
  input: string;
  /** A crawl's report (`CrawlReport` as JSON) from its last finished run; null for other kinds. */
  report: string | null;
  /** A crawled source's schedule: 'off', 'daily' or 'weekly'. */
  refresh: Generated<'off' | 'daily' | 'weekly'>;
  /** When its next scheduled run is due (ISO); null when the schedule is off. */
  next_refresh_at: string | null;
  created_at: string;
  updated_at: string;
}

export type TrainingRow = Selectable<TrainingsTable>;

/** What the last run of a crawled source knew of one of its pages (see `KnownPage`). */
export interface TrainingPagesTable {
  training_id: number;
  source: string;
  url: string;
  depth: number;
  etag: string | null;
  last_modified: string | null;
  lastmod: string | null;
  hash: string;
  language: string | null;
  /** Runs in a row at which the page answered 404 or 410; it is removed at the second. */
  misses: number;
}

/** One run of a crawled source; the page lists are JSON arrays of URLs. */
export interface TrainingRunsTable {
  id: Generated<number>;
  training_id: number;
  trigger: 'first' | 'manual' | 'schedule';
  status: 'running' | 'ready' | 'failed';
  started_at: string;
  finished_at: string | null;
  added: Generated<string>;
  changed: Generated<string>;
  removed: Generated<string>;
  missing: Generated<string>;
  unchanged: Generated<number>;
  error: string | null;
}
