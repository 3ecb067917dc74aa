import type { TrainingJob, TrainingResult } from '@vela/contracts';
import type { IngestErrorCode } from '../ingest.error.ts';
import type { IngestOptions } from '../ingest.types.ts';
import type { RenderedDocument, RenderOutcome } from '../render/page-renderer.ts';

/** What crosses the thread boundary: functions, signals and the renderer stay on the caller's side. */
export type ThreadOptions = Omit<IngestOptions, 'onProgress' | 'signal' | 'lookup' | 'renderer'>;

/** To a thread: a job to run, or the answer to a page it asked the pool's browser to render. */
export type ThreadRequest =
  | { type: 'job'; job: TrainingJob; options: ThreadOptions }
  | { type: 'rendered'; id: number; outcome: RenderOutcome };

export type ThreadResponse =
  | { type: 'progress'; progress: { done: number; total: number } }
  | { type: 'render'; id: number; document: RenderedDocument }
  | { type: 'done'; result: TrainingResult }
  | { type: 'error'; message: string; retryable: boolean; code?: IngestErrorCode };
