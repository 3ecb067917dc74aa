import type { Training } from '@vela/contracts';
import type { KnowledgeScope } from '../knowledge/knowledge.scope.ts';

export type TrainingInput =
  | { kind: 'crawl'; domain: string; maxPages?: number; language?: string }
  | { kind: 'url'; url: string }
  | { kind: 'document'; filename: string; bytes: Buffer }
  | { kind: 'text'; title: string; text: string };

/**
 * What the demo, bot and realtime features need of the ingestion queue (`jobs/ingest-queue.ts`
 * implements it): submit, retry and remove trainings, and hear their progress.
 */
export interface TrainingQueue {
  submit(scope: KnowledgeScope, input: TrainingInput, opts?: { replaceSourceId?: number }): Promise<Training>;
  retry(scope: KnowledgeScope, trainingId: number): Promise<Training>;
  remove(scope: KnowledgeScope, trainingId: number): Promise<void>;
  /** 'local': every node hears it itself, emit with `io.local`; 'global': emit through the adapter. */
  onProgress(
    listener: (scope: KnowledgeScope, training: Training, delivery: 'local' | 'global') => void,
  ): () => void;
}
