import type OpenAI from 'openai';

/** Turns texts into vectors through the configured OpenAI-compatible server's `/v1/embeddings`. */
export interface Embedder {
  readonly model: string;
  embed(texts: string[], signal?: AbortSignal): Promise<number[][]>;
}

const BATCH = 32;
/** Characters of a chunk sent to the model: a long chunk's head says what it is about. */
const MAX_CHARS = 2000;

export function createEmbedder(client: OpenAI, model: string): Embedder {
  return {
    model,
    async embed(texts, signal) {
      const vectors: number[][] = [];
      for (let i = 0; i < texts.length; i += BATCH) {
        const input = texts.slice(i, i + BATCH).map((t) => t.slice(0, MAX_CHARS));
        const res = await client.embeddings.create({ model, input, encoding_format: 'float' }, { signal });
        const ordered = [...res.data].sort((a, b) => a.index - b.index);
        if (ordered.length !== input.length)
          throw new Error('The embeddings server answered the wrong count');
        vectors.push(...ordered.map((d) => d.embedding));
      }
      return vectors;
    },
  };
}
