import { describe, expect, it } from 'vitest';
import { ftsMatch, questionTerms, tsQuery } from './knowledge.query.ts';

const words = (question: string) => questionTerms(question).map((t) => `${t.word}${t.prefix ? '*' : ''}`);

describe('questionTerms', () => {
  it('drops Italian and English stopwords and folds accents and case', () => {
    expect(words("Qual è l'orario di apertura del forno la domenica?")).toEqual([
      'orari*',
      'apertur*',
      'forn*',
      'domenic*',
    ]);
    expect(words('What time does the bakery open on Sunday?')).toEqual([
      'time',
      'bakery*',
      'open',
      'sunday*',
    ]);
    expect(words('PERCHÉ il caffè costa così?')).toEqual(['caff*', 'cost*', 'cosi']);
  });

  it('keeps numbers whole and each word once', () => {
    expect(words('Avete il pane 00 e il pane di tipo 1?')).toEqual(['pane', '00', 'tipo', '1']);
  });

  it('keeps the common words of a question made only of them', () => {
    expect(words('Chi siete voi?')).toEqual(['chi', 'siet*', 'voi']);
    expect(words('?!')).toEqual([]);
  });

  it('builds queries that cannot break out of the term list', () => {
    const terms = questionTerms('"forno" OR NOT (pane)* scope:x');
    expect(ftsMatch('d61', terms)).toBe(
      'scope : "d61" AND {title heading text} : ("forn"* OR "pane" OR "scop"*)',
    );
    expect(tsQuery(terms)).toBe('forn:* | pane | scop:*');
  });
});
