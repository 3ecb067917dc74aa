import type { Training } from '@vela/contracts';
import type { Logger } from 'pino';
import { scopeOfRow } from '../knowledge/knowledge.scope.ts';
import type { ProgressDelivery, ProgressListener } from './ingest-queue.ts';

/** The listeners of one queue; a listener that throws is logged and never stops the job. */
export function createProgressHub(logger: Logger) {
  const listeners = new Set<ProgressListener>();
  return {
    on(listener: ProgressListener): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit(training: Training | undefined, delivery: ProgressDelivery) {
      if (!training) return;
      const scope = scopeOfRow({ demo_id: training.demoId, bot_id: training.botId });
      for (const listener of listeners) {
        try {
          listener(scope, training, delivery);
        } catch (err) {
          logger.warn({ err }, 'training progress listener failed');
        }
      }
    },
  };
}

export type ProgressHub = ReturnType<typeof createProgressHub>;
