import type { TrainingProgress } from '@vela/contracts';

const rank: Record<TrainingProgress['status'], number> = {
  queued: 0,
  crawling: 1,
  indexing: 2,
  ready: 3,
  failed: 3,
};

/**
 * The further along of two readings of the same training (the socket's push and the polled page data),
 * so a late poll never moves the bar backwards.
 */
export function furtherProgress(
  a: TrainingProgress | undefined,
  b: TrainingProgress | undefined,
): TrainingProgress | undefined {
  if (!a || !b) return a ?? b;
  if (rank[a.status] !== rank[b.status]) return rank[a.status] > rank[b.status] ? a : b;
  return b.done > a.done ? b : a;
}
