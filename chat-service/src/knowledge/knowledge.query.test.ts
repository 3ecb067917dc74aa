import { describe, expect, it } from 'vitest';
import { questionConcepts } from './analysis/question.ts';
import { ftsMatch, tsQuery } from './knowledge.query.ts';

const stems = (question: string) => questionConcepts(question).map((c) => c.word);

describe('questionConcepts', () => {
  it('drops Italian and English stopwords and folds accents and case', () => {
    expect(stems("Qual è l'orario di apertura del forno la domenica?")).toEqual([
      'orario',
      'apertura',
      'forno',
      'domenica',
    ]);
    expect(stems('What time does the bakery open on Sunday?')).toEqual(['time', 'bakery', 'open', 'sunday']);
  });

  it('gives each word its Italian and English stems', () => {
    const [orari] = questionConcepts('orari');
    expect(orari?.variants.map((v) => v.term)).toEqual(expect.arrayContaining(['orari', 'orar']));
    const [runs] = questionConcepts('runs');
    expect(runs?.variants.map((v) => v.term)).toContain('run');
  });

  it('reads opening again as opening, after the words of opening again', () => {
    const weights = (question: string) =>
      new Map(questionConcepts(question)[0]?.variants.map((v) => [v.term, v.weight]));
    const riaprite = weights('riaprite?');
    expect(riaprite.get('riapertur')).toBe(1);
    expect(riaprite.get('apr')).toBeLessThan(1);
    expect(riaprite.get('apertur')).toBeLessThan(1);
    expect(weights('When do you reopen?').get('open')).toBeLessThan(1);
  });

  it('keeps numbers whole and each word once', () => {
    expect(stems('Avete il pane 00 e il pane di tipo 1?')).toEqual(['pane', '00', 'tipo', '1']);
  });

  it('keeps the common words of a question made only of them', () => {
    expect(stems('Chi siete voi?')).toEqual(['chi', 'siete', 'voi']);
    expect(stems('?!')).toEqual([]);
  });
});

describe('full-text queries', () => {
  it('quote every term, so a question cannot break out of the term list', () => {
    const terms = questionConcepts('"forno" OR NOT (pane)* scope:x').flatMap((c) =>
      c.variants.map((v) => v.term),
    );
    expect(ftsMatch('d61', terms)).toMatch(
      /^scope : "d61" AND \{title_terms heading_terms text_terms\} : \(/,
    );
    expect(ftsMatch('d61', terms)).not.toMatch(/\bOR NOT\b|\*|scope:x/);
    expect(tsQuery(['forn', 'pane'])).toBe("'forn' | 'pane'");
  });
});
