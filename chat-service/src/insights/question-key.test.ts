import { describe, expect, it } from 'vitest';
import { asksForContact, questionKey } from './question-key.ts';

describe('question keys', () => {
  it('give two wordings of one question the same key, in each language', () => {
    expect(questionKey('Orari del sabato?', 'it')).toBe(questionKey('Sabato, che orari fate?', 'it'));
    expect(questionKey('What are your opening hours?', 'en')).toBe(questionKey('opening hour?', 'en'));
    expect(questionKey('Do you deliver to Milan?', 'en')).not.toBe(
      questionKey('Do you deliver to Rome?', 'en'),
    );
  });

  it('keep a question of common words only by its words', () => {
    expect(questionKey('Who are you?', 'en')).not.toBe('');
  });
});

describe('contact requests', () => {
  it.each([
    'Can someone contact me?',
    'I would like a quote for 20 chairs',
    'Please call me back tomorrow',
    'Vorrei un preventivo',
    'Potete ricontattarmi?',
    'Mi potete richiamare?',
    'I want to talk to a person',
  ])('are read in %s', (question) => {
    expect(asksForContact(question)).toBe(true);
  });

  it.each(['What are your opening hours?', 'Quanto costa la spedizione?', 'What do you call this cake?'])(
    'are not read in %s',
    (question) => {
      expect(asksForContact(question)).toBe(false);
    },
  );
});
