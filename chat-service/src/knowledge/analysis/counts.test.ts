import { describe, expect, it } from 'vitest';
import { countedIn, numberWord } from './counts.ts';

describe('the counts a text gives things', () => {
  it('reads a figure, a range or a number word right before the word counted', () => {
    expect(countedIn('Kinderclub (3–5 anni): 5 giornate intere: € 399')).toEqual([
      { word: 'anni', low: 3, high: 5 },
      { word: 'giornate', low: 5, high: 5 },
    ]);
    expect(countedIn('Prezzi: 3–4 persone · due notti')).toEqual([
      { word: 'persone', low: 3, high: 4 },
      { word: 'notti', low: 2, high: 2 },
    ]);
    expect(countedIn('2-person office · a 10-15-day course · 3-course menu')).toEqual([
      { word: 'person', low: 2, high: 2 },
      { word: 'day', low: 10, high: 15 },
      { word: 'course', low: 3, high: 3 },
    ]);
  });

  it('reads the articles as one only when asked (a question’s), and no price, time or decimal as a count', () => {
    expect(countedIn('How much is a night for two people?', { articles: true })).toEqual([
      { word: 'night', low: 1, high: 1 },
      { word: 'people', low: 2, high: 2 },
    ]);
    expect(countedIn("un'ora per una persona")).toEqual([
      { word: 'ora', low: 1, high: 1 },
      { word: 'persona', low: 1, high: 1 },
    ]);
    expect(countedIn('dalle 9:30 alle 12:30, € 10 a persona, 2,5 km')).toEqual([]);
  });

  it('reads a number word up to twenty and a dozen, in a language not told only when no other word is spelled so', () => {
    expect(countedIn('Bouquet di dodici rose · a dozen eggs · quindici persone')).toEqual([
      { word: 'rose', low: 12, high: 12 },
      { word: 'eggs', low: 12, high: 12 },
      { word: 'persone', low: 15, high: 15 },
    ]);
    expect(numberWord('dodici', undefined)).toBe(12);
    expect(numberWord('twenty', 'en')).toBe(20);
    // 'due' is owed in English, 'venti' twenty only in Italian.
    expect(numberWord('due', undefined)).toBeUndefined();
    expect(numberWord('venti', 'en')).toBeUndefined();
  });
});
