import type { IngestedDocument } from '@vela/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../db/database.ts';
import { dialects } from '../test/test-app.ts';
import { insertTraining } from '../trainings/training.repository.ts';
import type { KnowledgeScope } from './knowledge.scope.ts';
import { correctedQuestion, withQuestionWordSpelled } from './knowledge.spelling.ts';
import { openTestStorage } from './knowledge.test-storage.ts';
import { indexDocuments } from './knowledge.use-case.ts';

const page = (path: string, title: string, text: string): IngestedDocument => ({
  source: `https://trattoria.test${path}`,
  title,
  text,
});

const site = [
  page(
    '/pizzeria',
    'Pizzeria',
    '# Le classiche\n\nMargherita: prezzo € 7,00. Il parcheggio privato è gratuito per i clienti.',
  ),
  page(
    '/en/rooms',
    'Rooms',
    '# Rooms\n\nBreakfast is served from 7:30. Physiotherapy sessions can be booked at the spa.',
  ),
  page(
    '/en/faq',
    'FAQ',
    '# Paying\n\nWe accept Visa and Mastercard but not American Express. Our breakfasts are an amazing experience.\n\n# Shipping\n\nParcels go with Federal Express.',
  ),
];

describe.each(dialects)('typing slips in a question on %s', (dialect) => {
  let storage: Storage;
  const demo: KnowledgeScope = { demoId: 'slips' };

  beforeAll(async () => {
    storage = await openTestStorage(dialect);
    const training = await insertTraining(storage.db, demo, {
      kind: 'crawl',
      label: 'trattoria.test',
      input: '{}',
    });
    await indexDocuments(storage.db, training.id, site);
  });
  afterAll(() => storage.close());

  it('corrects a word of neither language to the word one letter away that the knowledge holds', async () => {
    expect(await correctedQuestion(storage.db, demo, 'prezo della margherita')).toBe(
      'prezzo della margherita',
    );
    expect(await correctedQuestion(storage.db, demo, 'what time is brekfast?')).toBe(
      'what time is breakfast?',
    );
  });

  it('leaves real words, names, words the knowledge holds and shortened words as written', async () => {
    // 'sauna' is a word the site never names: asking about it is no slip.
    expect(await correctedQuestion(storage.db, demo, 'Avete una sauna?')).toBe('Avete una sauna?');
    expect(await correctedQuestion(storage.db, demo, 'Is Marghreita open?')).toBe('Is Marghreita open?');
    // 'physio' is the start of 'physiotherapy'; 'potete farmi uno sconto' holds an infinitive and its pronoun.
    expect(await correctedQuestion(storage.db, demo, 'can I book a physio?')).toBe('can I book a physio?');
    expect(await correctedQuestion(storage.db, demo, 'potete farmi uno sconto?')).toBe(
      'potete farmi uno sconto?',
    );
  });

  it('reads a name shortened to its words’ beginnings as the two capitalised words a page writes it with', async () => {
    expect(await correctedQuestion(storage.db, demo, 'do you take amex?')).toBe(
      'do you take American Express?',
    );
    expect(await correctedQuestion(storage.db, demo, 'Do you ship with FedEx?')).toBe(
      'Do you ship with Federal Express?',
    );
    // 'an amazing experience' is no name; 'sauna' is no pair's beginnings.
    expect(await correctedQuestion(storage.db, demo, 'is there an amaexp?')).toBe('is there an amaexp?');
    expect(await correctedQuestion(storage.db, demo, 'Avete una sauna?')).toBe('Avete una sauna?');
  });
});

describe('a slip in the question word a question opens on', () => {
  it('is read as the one question word it is a letter away from, and a real word is left as written', () => {
    expect(withQuestionWordSpelled('wat time do you shut on a sunday')).toBe(
      'what time do you shut on a sunday',
    );
    expect(withQuestionWordSpelled('and hw much is it?')).toBe('and how much is it?');
    // a word ('cost', not 'cosa'), and a slip a letter away from two question words, stay as written
    expect(withQuestionWordSpelled('cost of parking?')).toBe('cost of parking?');
    expect(withQuestionWordSpelled('wher are you?')).toBe('wher are you?');
  });
});
