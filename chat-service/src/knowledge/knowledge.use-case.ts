import type { IngestedDocument, Training } from '@vela/contracts';
import type { Db } from '../db/schema.ts';
import { findTraining, updateTraining } from '../trainings/training.repository.ts';
import { chunkDocument, mainLanguage } from './knowledge.chunk.ts';
import { replaceSourceChunks } from './knowledge.index.ts';
import { scopeOfRow } from './knowledge.scope.ts';
import type { SemanticIndex } from './vectors/semantic.index.ts';

export const NOTHING_TO_INDEX = 'No text could be read from this source.';

/**
 * Chunks a finished job's documents and swaps them in for the source's previous chunks, marking the
 * training ready, all in one transaction: a search sees the old knowledge or the new, never half of it.
 * With a semantic index the chunks are embedded first, outside the transaction, and their vectors saved
 * with them. Undefined when the training was removed meanwhile (its result is dropped).
 */
export async function indexDocuments(
  db: Db,
  sourceId: number,
  documents: IngestedDocument[],
  semantic?: SemanticIndex,
): Promise<Training | undefined> {
  const fallback = mainLanguage(documents);
  const chunks = documents.flatMap((doc) => chunkDocument(doc, fallback));
  const vectors = semantic ? await semantic.embedChunks(chunks) : undefined;
  return db.transaction().execute(async (trx) => {
    const training = await findTraining(trx, sourceId);
    if (!training) return undefined;
    if (chunks.length === 0) {
      return updateTraining(trx, sourceId, { status: 'failed', error: NOTHING_TO_INDEX });
    }
    const scope = scopeOfRow({ demo_id: training.demoId, bot_id: training.botId });
    const ids = await replaceSourceChunks(trx, sourceId, scope, chunks);
    if (semantic && vectors) await semantic.save(trx, scope, ids, vectors);
    const done = Math.max(training.done, documents.length);
    return updateTraining(trx, sourceId, {
      status: 'ready',
      chunk_count: ids.length,
      error: null,
      done,
      total: Math.max(training.total, done),
    });
  });
}
