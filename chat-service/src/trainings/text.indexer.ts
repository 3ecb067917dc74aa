import type { Logger } from 'pino';
import type { Db } from '../db/schema.ts';
import { indexDocuments } from '../knowledge/knowledge.use-case.ts';
import type { SemanticIndex } from '../knowledge/vectors/semantic.index.ts';
import { markFailed, markIndexing, UNEXPECTED_FAILURE } from './training.use-case.ts';
import type { ProgressHub } from './training-progress.ts';

/**
 * Company information needs no fetching or parsing, so this node indexes it at once rather than queue it
 * behind crawls. Saves of one training run one after another, so the last text saved is the one served.
 */
export function createTextIndexer(db: Db, hub: ProgressHub, logger: Logger, semantic?: SemanticIndex) {
  const chains = new Map<number, Promise<void>>();
  const run = async (trainingId: number, title: string, text: string) => {
    try {
      hub.emit(await markIndexing(db, trainingId), 'global');
      hub.emit(await indexDocuments(db, trainingId, [{ source: title, title, text }], semantic), 'global');
    } catch (err) {
      logger.error({ err, trainingId }, 'indexing a text failed');
      hub.emit(await markFailed(db, trainingId, UNEXPECTED_FAILURE).catch(() => undefined), 'global');
    }
  };
  return {
    index(trainingId: number, title: string, text: string) {
      const next = (chains.get(trainingId) ?? Promise.resolve()).then(() => run(trainingId, title, text));
      chains.set(trainingId, next);
      void next.then(() => {
        if (chains.get(trainingId) === next) chains.delete(trainingId);
      });
    },
    /** Resolves once every text given so far is indexed. */
    async idle() {
      await Promise.all(chains.values());
    },
  };
}
