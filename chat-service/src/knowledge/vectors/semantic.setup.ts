import type { Logger } from 'pino';
import { createLlmClient } from '../../answers/llm.client.ts';
import type { Config } from '../../config/config.ts';
import type { Db } from '../../db/schema.ts';
import { createEmbedder } from './embedder.ts';
import { createSemanticIndex, type SemanticIndex } from './semantic.index.ts';
import { openVectorStore } from './vector.store.ts';

const EMBEDDINGS_TIMEOUT_MS = 30_000;

/** The semantic index when EMBEDDINGS_MODEL is set and the database can hold vectors; undefined otherwise. */
export async function openSemanticIndex(
  db: Db,
  config: Pick<Config, 'EMBEDDINGS_MODEL' | 'OPENAI_API_KEY' | 'OPENAI_BASE_URL'>,
  logger: Logger,
): Promise<SemanticIndex | undefined> {
  if (!config.EMBEDDINGS_MODEL) return undefined;
  const store = await openVectorStore(db, logger);
  if (!store) return undefined;
  const client = createLlmClient({
    apiKey: config.OPENAI_API_KEY,
    baseURL: config.OPENAI_BASE_URL,
    idleTimeoutMs: EMBEDDINGS_TIMEOUT_MS / 4,
  });
  logger.info({ model: config.EMBEDDINGS_MODEL }, 'semantic retrieval on: chunks and questions are embedded');
  return createSemanticIndex(createEmbedder(client, config.EMBEDDINGS_MODEL), store, logger);
}

/** One text's vector; undefined when the embeddings server fails. */
export type TextEmbedder = (text: string) => Promise<number[] | undefined>;

/**
 * Embeds single texts (a visitor's question, to group it with others of the same meaning) when
 * EMBEDDINGS_MODEL is set, whatever the database: the vectors are compared in memory, not stored for search.
 */
export function openTextEmbedder(
  config: Pick<Config, 'EMBEDDINGS_MODEL' | 'OPENAI_API_KEY' | 'OPENAI_BASE_URL'>,
  logger: Logger,
): TextEmbedder | undefined {
  if (!config.EMBEDDINGS_MODEL) return undefined;
  const client = createLlmClient({
    apiKey: config.OPENAI_API_KEY,
    baseURL: config.OPENAI_BASE_URL,
    idleTimeoutMs: EMBEDDINGS_TIMEOUT_MS / 4,
  });
  const embedder = createEmbedder(client, config.EMBEDDINGS_MODEL);
  return async (text) => {
    try {
      return (await embedder.embed([text], AbortSignal.timeout(EMBEDDINGS_TIMEOUT_MS)))[0];
    } catch (err) {
      logger.warn({ err: (err as Error).message }, 'embedding a question failed: it is grouped by its words');
      return undefined;
    }
  };
}
