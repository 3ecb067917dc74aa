import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../db/database.ts';
import { insertTraining } from '../trainings/training.repository.ts';
import { postgresSearch, ranked, rankedByConcept } from './knowledge.search.postgres.ts';
import { openTestStorage } from './knowledge.test-storage.ts';
import { indexDocuments } from './knowledge.use-case.ts';

describe('PostgreSQL ranking one concept at a time', () => {
  let storage: Storage;
  const scope = { botId: 'ranking' };
  beforeAll(async () => {
    storage = await openTestStorage('postgres');
    const training = await insertTraining(storage.db, scope, { kind: 'crawl', label: 'x', input: '{}' });
    const words = ['pane', 'pizza', 'torta', 'consegna', 'orari', 'prezzo'];
    const pages = Array.from({ length: 60 }, (_, i) => ({
      source: `https://forno.test/${i}`,
      title: i % 7 === 0 ? `${words[i % 6]} e ${words[(i + 1) % 6]}` : `Pagina ${i}`,
      text: Array.from(
        { length: 1 + (i % 5) },
        (_, k) => `Il ${words[(i + k * 3) % 6]} del forno numero ${i}.`,
      ).join(' '),
    }));
    await indexDocuments(storage.db, training.id, pages);
  });
  afterAll(() => storage.close());

  it('orders the chunks exactly as ranking each against the whole query does', async () => {
    const groups = [
      ['pane', 'bread'],
      ['pizz', 'pizza'],
      ['cons', 'consegn', 'delivery'],
      ['prezz', 'price'],
    ];
    const query = [...new Set(groups.flat())].map((t) => `'${t}'`).join(' | ');
    const whole = await ranked(storage.db, scope, groups, query, 40);
    const byConcept = await rankedByConcept(storage.db, scope, groups, query, 40);
    expect(whole.length).toBeGreaterThan(20);
    expect(byConcept.map((r) => [r.id, Number((r as { score?: number }).score).toFixed(6)])).toEqual(
      whole.map((r) => [r.id, Number((r as { score?: number }).score).toFixed(6)]),
    );
  });
});

describe('PostgreSQL candidates when a question matches too many chunks to rank them all', () => {
  let storage: Storage;
  const scope = { botId: 'many' };
  beforeAll(async () => {
    storage = await openTestStorage('postgres');
    const training = await insertTraining(storage.db, scope, { kind: 'crawl', label: 'x', input: '{}' });
    // 'pane' in every page, 'lievito' in a few, both together in two; one page says 'yeast' instead.
    const pages = Array.from({ length: 120 }, (_, i) => ({
      source: `https://forno.test/${i}`,
      title: `Pagina ${i}`,
      text:
        i === 7 || i === 70
          ? `Il pane numero ${i} con il lievito madre.`
          : i % 30 === 5
            ? `Il lievito madre numero ${i}.`
            : i === 99
              ? `Yeast number ${i}.`
              : `Il pane numero ${i}.`,
    }));
    await indexDocuments(storage.db, training.id, pages);
  });
  afterAll(() => storage.close());

  const concepts = [
    { tiers: [['pan'], ['bread']], weight: 0.1 },
    { tiers: [['liev'], ['yeast']], weight: 2.5 },
  ];

  it('takes every chunk holding two concepts, then the rarest concept in its own words, then its translation', async () => {
    const rows = await postgresSearch(storage.db, scope, concepts, 8, 10_000);
    const sources = rows.map((r) => r.source.replace('https://forno.test/', ''));
    expect(sources.slice(0, 2).sort()).toEqual(['7', '70']);
    expect(sources.slice(2, 6).sort()).toEqual(['35', '5', '65', '95']);
    expect(sources[6]).toBe('99');
    expect(sources).toHaveLength(8);
    expect(new Set(sources).size).toBe(8);
  });

  it('ranks every match when they are few, as before', async () => {
    const rows = await postgresSearch(storage.db, scope, concepts, 8, 100);
    const query = "'pan' | 'bread' | 'liev' | 'yeast'";
    const all = await rankedByConcept(
      storage.db,
      scope,
      [
        ['pan', 'bread'],
        ['liev', 'yeast'],
      ],
      query,
      8,
    );
    expect(rows.map((r) => r.id)).toEqual(all.map((r) => r.id));
  });
});
