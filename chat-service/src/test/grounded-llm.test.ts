import { chatTexts } from '@vela/contracts';
import { describe, expect, it } from 'vitest';
import { systemPrompt } from '../answers/answer.prompt.ts';
import type { LlmRequest } from './fake-llm-server.ts';
import { groundedLlm, groundedReply, promptPassages } from './grounded-llm.ts';

type Hits = Parameters<typeof systemPrompt>[2];
const hits = [
  {
    title: 'Orari',
    source: 'https://bakery.test/orari',
    heading: 'Orari › Settimana',
    text: 'Il forno è aperto dal martedì al sabato dalle 7:00 alle 19:30.\nIl lunedì siamo chiusi per riposo settimanale.',
  },
  {
    title: 'Contatti',
    source: 'https://bakery.test/contatti',
    heading: '',
    text: 'Tel. +39 051 234 5678. La domenica apriamo dalle 7:30 alle 13:00.',
  },
] as unknown as Hits;
const profile = { name: 'Aiuto', company: 'bakery.test', language: 'it' as const };
const contact = { url: 'https://bakery.test/contatti', title: 'Contatti' };

const request = (question: string, passages = hits): LlmRequest => ({
  model: 'm',
  stream: true,
  messages: [
    { role: 'system', content: systemPrompt(profile, 'it', passages, contact) },
    { role: 'user', content: 'Avete il pane integrale?' },
    { role: 'assistant', content: 'Sì.' },
    { role: 'user', content: question },
  ],
});

describe('the grounded stand-in model', () => {
  it('reads the numbered passages of the answer prompt', () => {
    const passages = promptPassages(request('x'));
    expect(passages.map((p) => [p.n, p.url, p.heading])).toEqual([
      [1, 'https://bakery.test/orari', 'Orari › Settimana'],
      [2, 'https://bakery.test/contatti', undefined],
    ]);
    expect(passages[1]?.text).toBe('Tel. +39 051 234 5678. La domenica apriamo dalle 7:30 alle 13:00.');
  });

  it('answers the last question with the sentence sharing most words with it, and cites it', () => {
    expect(groundedReply(request('A che ora aprite la DOMENICA?'))).toBe(
      'La domenica apriamo dalle 7:30 alle 13:00. [2]',
    );
    expect(groundedReply(request('Siete chiusi il lunedì?'))).toBe(
      'Il lunedì siamo chiusi per riposo settimanale. [1]',
    );
  });

  it('prefers, among sentences sharing as many words, the one that says more over a bare heading', () => {
    const withHeading = [
      {
        title: 'Feste',
        source: 'https://bakery.test/feste',
        heading: '',
        text: 'Torte per le feste\nLe torte per le feste si ordinano con tre giorni di anticipo.',
      },
    ] as unknown as Hits;
    expect(groundedReply(request('Torte per le feste?', withHeading))).toBe(
      'Le torte per le feste si ordinano con tre giorni di anticipo. [1]',
    );
  });

  it('says it does not know, in the prompt language and without a citation, when nothing overlaps', () => {
    expect(groundedReply(request('Vendete biciclette?'))).toBe(
      chatTexts.it.dontKnowWithContacts.replace('{contacts}', contact.url),
    );
    expect(groundedReply(request('Che ore sono?', [] as unknown as Hits))).not.toMatch(/\[\d\]/);
  });

  it('answers a rewrite call with the question itself as JSON', () => {
    const behaviour = groundedLlm({
      model: 'm',
      stream: false,
      messages: [
        { role: 'system', content: 'REWRITE the question.' },
        { role: 'user', content: 'E la domenica?' },
      ],
    });
    expect(behaviour).toEqual({
      kind: 'answer',
      tokens: [JSON.stringify({ standalone: 'E la domenica?', translations: [], keywords: [] })],
    });
  });
});
