import type { Generated, Selectable } from 'kysely';

/** One knowledge source of a demo or a bot (a "training"); exactly one of demo_id and bot_id is set. */
export interface KnowledgeSourcesTable {
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
  /** The request as JSON (a document's bytes in base64), kept so a failed training can be retried. */
  input: string;
  /** A crawl's report (`CrawlReport` as JSON) from its last finished run; null for other kinds. */
  report: string | null;
  created_at: string;
  updated_at: string;
}

export type KnowledgeSourceRow = Selectable<KnowledgeSourcesTable>;
