import type { IngestJob, IngestResult } from '@vela/contracts';
import type { IngestErrorCode } from '../ingest.error.ts';
import type { IngestOptions } from '../ingest.types.ts';

/** What crosses the thread boundary: functions and signals stay on the caller's side. */
export type ThreadOptions = Omit<IngestOptions, 'onProgress' | 'signal' | 'lookup'>;

export interface ThreadRequest {
  job: IngestJob;
  options: ThreadOptions;
}

export type ThreadResponse =
  | { type: 'progress'; progress: { done: number; total: number } }
  | { type: 'done'; result: IngestResult }
  | { type: 'error'; message: string; retryable: boolean; code?: IngestErrorCode };
