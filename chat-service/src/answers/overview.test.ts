import { describe, expect, it } from 'vitest';
import { isHomePage } from '../knowledge/analysis/page-kind.ts';
import { hit, write } from './answer.test-passages.ts';
import { asksOverview } from './overview.ts';

describe('a question asking what the business is', () => {
  it('is told from one asking about something the business does', () => {
    for (const question of [
      'What do you do?',
      'Di cosa vi occupate?',
      'Che servizi offrite?',
      'Who are you?',
      'chi siete',
    ])
      expect(asksOverview(question)).toBe(true);
    for (const question of [
      'What is your cancellation policy?',
      'What do you offer for children?',
      'Che servizi offrite ai bambini?',
      'What do you charge for parking?',
    ])
      expect(asksOverview(question)).toBe(false);
  });

  it('knows a home page in any language from any other page', () => {
    for (const url of [
      'https://a.test/',
      'https://a.test/en/',
      'https://a.test/index.htm',
      'https://a.test/en/index.html',
    ])
      expect(isHomePage(url)).toBe(true);
    for (const url of [
      'https://a.test/rooms',
      'https://a.test/en/rooms',
      'https://a.test/?p=12',
      'listino.pdf',
    ])
      expect(isHomePage(url)).toBe(false);
  });

  it('is answered with the lead of the home page in the visitor’s language', async () => {
    const rooms = hit(
      'https://pub.test/rooms',
      'Rooms',
      'We do five rooms above the pub, each with its own bathroom.',
    );
    const home = hit(
      'https://pub.test/',
      'Home',
      'Book a table\n\nA village pub with rooms, real ales and Sunday roasts in the Cotswolds.',
    );
    const casa = hit(
      'https://pub.test/it/',
      'Home',
      'Un pub di paese con camere, birre artigianali e arrosti della domenica.',
    );
    for (const p of [home, casa]) p.language = p.source.endsWith('/it/') ? 'it' : 'en';
    const answer = await write('What do you do?', [rooms, casa, home], 'en');
    expect(answer.text).toContain('A village pub with rooms');
    expect((await write('Cosa fate?', [rooms, home, casa], 'it')).text).toContain('Un pub di paese');
  });
});
