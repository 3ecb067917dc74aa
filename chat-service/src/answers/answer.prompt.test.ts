import { describe, expect, it } from 'vitest';
import type { KnowledgeHit } from '../knowledge/knowledge.search.ts';
import { citedSources, systemPrompt } from './answer.prompt.ts';

describe('the model prompt', () => {
  const passage = (source: string, title: string, text: string): KnowledgeHit => ({
    chunkId: 1,
    sourceId: 1,
    source,
    title,
    heading: '',
    text,
    language: 'it',
    kind: 'page',
    score: 1,
  });
  const passages = [
    passage('https://shop.test/orari', 'Orari', 'Aperti dalle 12:00.'),
    passage('f.pdf', 'Listino', 'Pizza 7 €.'),
  ];

  it('numbers the passages, names the bot and the language, and asks to admit not knowing', () => {
    const prompt = systemPrompt(
      { name: 'Rosetta', company: 'Pizzeria da Gino', language: 'it' },
      'en',
      passages,
      undefined,
    );
    expect(prompt).toContain('You are Rosetta');
    expect(prompt).toContain('Pizzeria da Gino');
    expect(prompt).toContain('[1] Orari (https://shop.test/orari)\nAperti dalle 12:00.');
    expect(prompt).toContain('[2] Listino (f.pdf)');
    expect(prompt).toContain('Answer in English');
    expect(prompt).toMatch(/do not know/);
  });

  it('returns only the cited sources, and none when nothing is cited', () => {
    expect(citedSources('Pizza 7 € [2].', passages)).toEqual([{ url: 'f.pdf', title: 'Listino' }]);
    expect(citedSources('Aperti dalle 12 e pizza a 7 € [1, 2].', passages)).toHaveLength(2);
    expect(citedSources('Pizza 7 €.', passages)).toEqual([]);
  });

  it('names only the contact page when the model sends the visitor there without citing', () => {
    const contact = { url: 'https://bakery.test/contatti', title: 'Contatti' };
    const text = 'Non lo so: scrivici da https://bakery.test/contatti.';
    expect(citedSources(text, passages, contact)).toEqual([contact]);
  });
});
