import { describe, expect, it } from 'vitest';
import type { Retrieval } from './answer.retrieve.ts';
import { createRetrievalCache } from './retrieval.cache.ts';

const retrieval = (label: string) =>
  ({ hits: [], concepts: [], weights: [], found: [], asked: 0, label }) as unknown as Retrieval;
const asked = (question: string, version = 'v1') => ({
  scope: { botId: 'b' },
  version,
  language: 'it' as const,
  question,
});

describe('the retrieval shared by visitors asking the same question', () => {
  it('runs one search for everyone asking the same words at once, however they spaced or cased them', async () => {
    const cache = createRetrievalCache();
    let searches = 0;
    const search = async () => {
      searches++;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return retrieval('orari');
    };
    const answers = await Promise.all([
      cache.get(asked('A che ora aprite?'), search),
      cache.get(asked('a che ora  aprite? '), search),
      cache.get(asked('A che ora aprite?'), search),
    ]);
    expect(searches).toBe(1);
    expect(new Set(answers).size).toBe(1);
  });

  it('searches again once the knowledge changed, for another question, another language or another bot', async () => {
    const cache = createRetrievalCache();
    let searches = 0;
    const search = async () => retrieval(`search ${++searches}`);
    await cache.get(asked('Quanto costa?'), search);
    await cache.get(asked('Quanto costa?', 'v2'), search);
    await cache.get(asked('Quanto costa la torta?', 'v2'), search);
    await cache.get({ ...asked('Quanto costa?', 'v2'), language: 'en' }, search);
    await cache.get({ ...asked('Quanto costa?', 'v2'), scope: { demoId: 'd' } }, search);
    expect(searches).toBe(5);
  });

  it('does not keep a search that failed: the next visitor searches again', async () => {
    const cache = createRetrievalCache();
    await expect(cache.get(asked('Orari?'), () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await expect(cache.get(asked('Orari?'), async () => retrieval('ok'))).resolves.toMatchObject({
      label: 'ok',
    });
  });
});
