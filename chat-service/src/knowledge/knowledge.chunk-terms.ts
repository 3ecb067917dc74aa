import { indexTerms } from './analysis/stems.ts';
import type { Chunk } from './knowledge.chunk.ts';

/** A chunk's title, heading and text as the full-text index holds them: stemmed in the chunk's language. */
export function chunkTerms(chunk: Pick<Chunk, 'title' | 'heading' | 'text' | 'language'>) {
  return {
    title_terms: indexTerms(chunk.title, chunk.language),
    heading_terms: indexTerms(chunk.heading, chunk.language),
    text_terms: indexTerms(chunk.text, chunk.language),
  };
}
