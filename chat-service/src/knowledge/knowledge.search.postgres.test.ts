import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../db/database.ts';
import { insertTraining } from '../trainings/training.repository.ts';
import { ranked, rankedByConcept } from './knowledge.search.postgres.ts';
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
