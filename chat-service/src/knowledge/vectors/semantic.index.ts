import type { Logger } from 'pino';
import type { Db } from '../../db/schema.ts';
import type { Chunk } from '../knowledge.chunk.ts';
import type { KnowledgeScope } from '../knowledge.scope.ts';
import type { HitRow } from '../knowledge.search.sqlite.ts';
import type { Embedder } from './embedder.ts';
import type { VectorStore } from './vector.store.ts';

/** Semantic retrieval when EMBEDDINGS_MODEL is set: chunks embedded as they are indexed, questions as asked. */
export interface SemanticIndex {
  /** The chunks' vectors, or undefined when the server fails (the chunks are then served lexically). */
  embedChunks(chunks: Chunk[]): Promise<number[][] | undefined>;
  save(trx: Db, scope: KnowledgeScope, chunkIds: number[], vectors: number[][]): Promise<void>;
  /** The scope's chunks nearest in meaning to a question; none when the server fails. */
  nearest(
    db: Db,
    scope: KnowledgeScope,
    question: string,
    limit: number,
    signal?: AbortSignal,
  ): Promise<HitRow[]>;
}

/** What a chunk is embedded as: where it sits, then what it says. */
const embeddedText = (c: Chunk) => [c.title, c.heading, c.text].filter(Boolean).join('\n');

export function createSemanticIndex(embedder: Embedder, store: VectorStore, logger: Logger): SemanticIndex {
  return {
    async embedChunks(chunks) {
      if (chunks.length === 0) return [];
      try {
        return await embedder.embed(chunks.map(embeddedText));
      } catch (err) {
        logger.warn({ err: (err as Error).message }, 'embedding chunks failed: they are served lexically');
        return undefined;
      }
    },
    async save(trx, scope, chunkIds, vectors) {
      await store.save(
        trx,
        chunkIds
          .map((chunkId, i) => ({ chunkId, scope, vector: vectors[i] ?? [] }))
          .filter((r) => r.vector.length),
      );
    },
    async nearest(db, scope, question, limit, signal) {
      try {
        const [vector] = await embedder.embed([question], signal);
        return vector ? await store.nearest(db, scope, vector, limit) : [];
      } catch (err) {
        if (signal?.aborted) throw err;
        logger.warn({ err: (err as Error).message }, 'embedding a question failed: lexical retrieval only');
        return [];
      }
    },
  };
}
