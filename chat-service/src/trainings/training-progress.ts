import type { Training } from '@vela/contracts';
import type { Logger } from 'pino';
import { type KnowledgeScope, scopeOfRow } from '../knowledge/knowledge.scope.ts';

/**
 * 'local': every node hears of this change itself (BullMQ QueueEvents) and tells only its own sockets;
 * 'global': only this node knows, so it tells every node's sockets (through the Socket.IO Redis adapter).
 */
export type ProgressDelivery = 'local' | 'global';
export type ProgressListener = (
  scope: KnowledgeScope,
  training: Training,
  delivery: ProgressDelivery,
) => void;

/** The listeners of a training's progress; a listener that throws is logged and never stops the job. */
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
