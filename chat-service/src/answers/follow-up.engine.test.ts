import type { IngestedDocument } from '@vela/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../db/database.ts';
import { openTestStorage } from '../knowledge/knowledge.test-storage.ts';
import { indexDocuments } from '../knowledge/knowledge.use-case.ts';
import { dialects } from '../test/test-app.ts';
import { insertTraining } from '../trainings/training.repository.ts';
import { type AnswerEngine, createAnswerEngine } from './answer.engine.ts';

const page = (path: string, title: string, text: string): IngestedDocument => ({
  source: `https://roaster.test${path}`,
  title,
  text,
  language: 'en',
});

describe.each(dialects)('a follow-up carrying on from the question before (%s)', (dialect) => {
  let storage: Storage;
  let engine: AnswerEngine;
  const scope = { demoId: `follow-up-${dialect}` };
  beforeAll(async () => {
    storage = await openTestStorage(dialect);
    const training = await insertTraining(storage.db, scope, {
      kind: 'crawl',
      label: 'roaster',
      input: '{}',
    });
    await indexDocuments(storage.db, training.id, [
      page(
        '/cafe',
        'Café',
        '# Café\n\n## Can I bring my dog?\n\nDogs are welcome in the café, and there is a water bowl by the door.',
      ),
      page(
        '/classes',
        'Classes',
        '# Classes\n\n## Private sessions\n\nFor a team or a birthday, a private class for up to 6 people costs £300, on a weekday evening.',
      ),
      page(
        '/wholesale-roasted',
        'Wholesale roasted coffee',
        '# Wholesale roasted coffee\n\n## 10.1 to 25 kg\n\nRoasted beans for cafés: £14 per kg',
      ),
      page(
        '/green-coffee',
        'Green coffee',
        '# Green coffee\n\nGreen beans are priced by what your order weighs: £9 per kg up to 10 kg.\n\n## 10.1 to 25 kg\n\nGreen beans: £8 per kg\n\n## Over 25 kg\n\nGreen beans: £7 per kg',
      ),
      page('/contact', 'Contact', '# Contact\n\nEmail hello@roaster.test or call 0113 496 0000.'),
      page(
        '/prices',
        'Prices',
        '# Prices\n\nGift box of three coffees: £28\n\nTasting flight for two: £12\n\nBarista course for two: £130',
      ),
      // The rest of the site, so that dogs are a rare thing to speak of, as on a real one.
      ...[
        'Espresso',
        'Filter',
        'Decaf',
        'Wholesale',
        'Shipping',
        'Gift cards',
        'Subscriptions',
        'Our story',
      ].map((title, i) =>
        page(
          `/page-${i}`,
          title,
          `# ${title}\n\n${title} from our roastery in Leeds, roasted on Mondays and Thursdays and sent within 48 hours.`,
        ),
      ),
    ]);
    engine = createAnswerEngine(storage.db, { generativeAnswers: false, OPENAI_MODEL: 'none' });
  });
  afterAll(() => storage.close());

  const ask = (question: string, previous?: string) =>
    engine.answer(
      {
        scope,
        profile: { name: 'AI Assistant', company: '', language: 'en' },
        question,
        history: previous
          ? [
              { role: 'user', content: previous, sources: [], timestamp: '2026-11-24T10:00:00Z' },
              {
                role: 'assistant',
                content: 'Dogs are welcome in the café.',
                sources: [],
                timestamp: '2026-11-24T10:00:01Z',
              },
            ]
          : [],
      },
      () => {},
    );

  it('asks the earlier question of the new thing, and is declined when nothing says that', async () => {
    // Read alone, 'evening' would find the private classes, which say nothing of dogs.
    const answer = await ask(
      'What about to one of the weekday evening classes?',
      'Can I bring my dog to the café?',
    );
    expect(answer.declined).toBe(true);
    // Asked first, the same words are a question of their own.
    expect((await ask('What about the weekday evening classes?')).text).toContain('£300');
  });

  it('answers a follow-up that goes on with a question of its own by that question, when the earlier one does not', async () => {
    const answer = await ask(
      'What about the barista course, how much is it for two?',
      'Can I bring my dog to the café?',
    );
    expect(answer.text).toContain('£130');
  });

  it('prices the weight a follow-up gives ("and if my order weighs 18 kg?") by the band holding it', async () => {
    const answer = await ask('And if my order weighs 18 kg?', 'How much are your green coffee beans?');
    expect(answer.text).toContain('£8 per kg');
  });

  it('reads a question of function words only ("how much would that come to?") with what came before', async () => {
    const answer = await ask(
      'How much would that come to?',
      'We are thinking of the barista course for two.',
    );
    expect(answer.text).toContain('£130');
  });
});
