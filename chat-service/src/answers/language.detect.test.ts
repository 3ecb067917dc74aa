import { describe, expect, it } from 'vitest';
import { conversationLanguage, detectLanguage } from './language.detect.ts';

describe('language of the visitor', () => {
  it.each([
    ['A che ora aprite la domenica?', 'it'],
    ['What time do you open on Sunday?', 'en'],
    ['Vendete biciclette elettriche?', 'it'],
    ['Orari?', 'it'],
    ['Ok?', 'en'],
  ])('%s → %s', (q, lang) => expect(detectLanguage(q, 'en')).toBe(lang));

  it.each([
    ['And from Florence?', 'it', 'en'],
    ['E dalla stazione?', 'en', 'it'],
  ])('%s (else %s) → %s', (q, fallback, lang) =>
    expect(detectLanguage(q, fallback as 'it' | 'en')).toBe(lang),
  );

  it('answers a follow-up its words cannot place in the language of the earlier questions', () => {
    expect(conversationLanguage('Firenze?', ['How long from Pisa airport?'], 'it')).toBe('en');
    expect(conversationLanguage('Firenze?', ['Quanto ci vuole da Pisa?'], 'en')).toBe('it');
    expect(conversationLanguage('Firenze?', [], 'it')).toBe('it');
  });
});
