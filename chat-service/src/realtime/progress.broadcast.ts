import type { TrainingProgress } from '@vela/contracts';
import type { Trainings } from '../trainings/trainings.ts';
import type { ChatNamespace } from './chat.types.ts';
import { progressRoomOf } from './chat-target.ts';

/**
 * Pushes every training's progress to its demo's room or its bot's owner room. 'local' deliveries are heard by
 * every node from the queue itself, so each emits only to its own sockets; 'global' ones cross nodes.
 */
export function broadcastProgress(trainings: Trainings, nsp: ChatNamespace): () => void {
  return trainings.onProgress((scope, training, delivery) => {
    const progress: TrainingProgress = {
      status: training.status,
      done: training.done,
      total: training.total,
      trainingId: training.id,
      ...(training.error ? { error: training.error } : {}),
    };
    const target = delivery === 'local' ? nsp.local : nsp;
    target.to(progressRoomOf(scope)).emit('training:progress', progress);
  });
}
