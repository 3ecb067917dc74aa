import type { TrainingJob, TrainingResult } from '@vela/contracts';
import type { IngestErrorCode } from '../ingest.error.ts';
import type { IngestOptions } from '../ingest.types.ts';

/** What crosses the thread boundary: functions and signals stay on the caller's side. */
export type ThreadOptions = Omit<IngestOptions, 'onProgress' | 'signal' | 'lookup'>;

export interface ThreadRequest {
  job: TrainingJob;
  options: ThreadOptions;
}

export type ThreadResponse =
  | { type: 'progress'; progress: { done: number; total: number } }
  | { type: 'done'; result: TrainingResult }
  | { type: 'error'; message: string; retryable: boolean; code?: IngestErrorCode };
