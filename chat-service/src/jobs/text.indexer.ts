import type { Logger } from 'pino';
import type { Db } from '../db/database.ts';
import { indexDocuments } from '../knowledge/knowledge.use-case.ts';
import type { SemanticIndex } from '../knowledge/vectors/semantic.index.ts';
import { markFailed, markIndexing, UNEXPECTED_FAILURE } from './ingest.use-case.ts';
import type { ProgressHub } from './progress-hub.ts';

/**
 * Company information needs no fetching or parsing, so this node indexes it at once rather than queue it
 * behind crawls. Saves of one source run one after another, so the last text saved is the one served.
 */
export function createTextIndexer(db: Db, hub: ProgressHub, logger: Logger, semantic?: SemanticIndex) {
  const chains = new Map<number, Promise<void>>();
  const run = async (sourceId: number, title: string, text: string) => {
    try {
      hub.emit(await markIndexing(db, sourceId), 'global');
      hub.emit(await indexDocuments(db, sourceId, [{ source: title, title, text }], semantic), 'global');
    } catch (err) {
      logger.error({ err, sourceId }, 'indexing a text failed');
      hub.emit(await markFailed(db, sourceId, UNEXPECTED_FAILURE).catch(() => undefined), 'global');
    }
  };
  return {
    index(sourceId: number, title: string, text: string) {
      const next = (chains.get(sourceId) ?? Promise.resolve()).then(() => run(sourceId, title, text));
      chains.set(sourceId, next);
      void next.then(() => {
        if (chains.get(sourceId) === next) chains.delete(sourceId);
      });
    },
    /** Resolves once every text given so far is indexed. */
    async idle() {
      await Promise.all(chains.values());
    },
  };
}
