import { describe, expect, it } from 'vitest';
import { answerCues } from '../answers/answer-cues.ts';
import { questionConcepts } from './analysis/question.ts';
import { indexTerms } from './analysis/stems.ts';
import { rankRows } from './knowledge.rank.ts';
import type { HitRow } from './knowledge.search.sqlite.ts';

const row = (id: number, heading: string, text: string): HitRow => ({
  id,
  source_id: id,
  source: `https://leisure.test/${id}`,
  title: 'Riverside',
  heading,
  text,
  language: 'en',
  kind: 'page',
  published: '',
  updated: '',
  title_terms: indexTerms('Riverside', 'en'),
  heading_terms: indexTerms(heading, 'en'),
  text_terms: indexTerms(text, 'en'),
  score: 0,
});

describe('the coverage ranking', () => {
  it('counts the words asking for a kind of answer half: the chunk holding that kind of answer gains on one repeating them', () => {
    const question = 'Can my 6-year-old swim on her own?';
    const concepts = questionConcepts(question);
    const price = row(1, 'Ducklings', 'Baby swim sessions cost £6, for 6 months to 3 years.');
    const rule = row(2, 'Children in the pool', 'Children under 8 must be accompanied when they swim.');
    const stats = {
      chunks: 40,
      frequency: new Map([
        ['6', 3],
        ['year', 6],
        ['swim', 12],
      ]),
    };
    const cues = answerCues(question);
    const gap = (boost: Parameters<typeof rankRows>[3]['boost']) => {
      const ranked = rankRows([price, rule], concepts, stats, { legalAsked: false, boost });
      const score = (id: number) => ranked.find((r) => r.row.id === id)?.score ?? 0;
      return score(2) / score(1);
    };
    // Without it ('6', 'year' and 'old' counted as words), the page repeating the question's figure is far ahead.
    expect(gap(cues)).toBeGreaterThan(1.5 * gap((text) => cues(text)));
  });
});
