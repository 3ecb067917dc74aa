import type { KnowledgeHit } from './knowledge.search.ts';

/** Reciprocal rank fusion's constant: how little a first place outweighs a tenth across lists. */
const K = 60;

/**
 * Reciprocal rank fusion: each list adds 1 / (K + rank) to the chunks it found, so a chunk found by
 * several searches (the question, its translation, a keyword variant, the vectors) rises above one
 * found high by a single search. The fused score is scaled to 0..1 against a chunk first in every list.
 */
export function fuseRankings(lists: KnowledgeHit[][]): KnowledgeHit[] {
  const fused = new Map<number, { hit: KnowledgeHit; score: number }>();
  for (const list of lists) {
    list.forEach((hit, rank) => {
      const entry = fused.get(hit.chunkId) ?? { hit, score: 0 };
      entry.score += 1 / (K + rank + 1);
      fused.set(hit.chunkId, entry);
    });
  }
  const best = lists.length / (K + 1);
  return [...fused.values()]
    .sort((a, b) => b.score - a.score)
    .map(({ hit, score }) => ({ ...hit, score: best > 0 ? score / best : 0 }));
}
