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
  created_at: string;
  updated_at: string;
}

export type TrainingRow = Selectable<TrainingsTable>;
