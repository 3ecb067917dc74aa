import type { Language } from '@vela/contracts';
import { type KnowledgeScope, scopeKey } from '../knowledge/knowledge.scope.ts';
import type { Retrieval } from './answer.retrieve.ts';

/** How long a question's retrieval serves the same question again in the same knowledge. */
const TTL_MS = 30_000;
const MAX_ENTRIES = 5_000;

/**
 * The retrievals of questions asked on their own (no earlier question to read them with), shared for a few
 * seconds by whoever asks the same words of the same knowledge in the same language: a burst of visitors
 * asking "what time do you open?" costs one search (and, with a model, one rewrite call), and those asking
 * while it runs wait for that one. Entries are keyed by the knowledge's version (see `knowledgeVersion`),
 * so a source added, refreshed or removed, on any node, is searched at the next question.
 */
export function createRetrievalCache() {
  const entries = new Map<string, { at: number; retrieval: Promise<Retrieval> }>();
  const keyOf = (scope: KnowledgeScope, version: string, language: Language, question: string) =>
    [scopeKey(scope), version, language, question.trim().toLowerCase().replace(/\s+/g, ' ')].join('\u0000');
  return {
    get(
      asked: { scope: KnowledgeScope; version: string; language: Language; question: string },
      retrieve: () => Promise<Retrieval>,
    ) {
      const key = keyOf(asked.scope, asked.version, asked.language, asked.question);
      const now = Date.now();
      const cached = entries.get(key);
      if (cached && now - cached.at < TTL_MS) return cached.retrieval;
      if (entries.size >= MAX_ENTRIES) {
        for (const [k, e] of entries) if (now - e.at >= TTL_MS) entries.delete(k);
        if (entries.size >= MAX_ENTRIES) entries.clear();
      }
      const retrieval = retrieve();
      entries.set(key, { at: now, retrieval });
      // A failed retrieval is not shared beyond those already waiting for it.
      retrieval.catch(() => {
        if (entries.get(key)?.retrieval === retrieval) entries.delete(key);
      });
      return retrieval;
    },
  };
}
