import { describe, expect, it } from 'vitest';
import { ingestMessageIn, ingestMessages } from './ingest.messages.ts';

describe('the failure texts of a training', () => {
  it('has every text in Italian and English, none empty', () => {
    expect(Object.keys(ingestMessages.it).sort()).toEqual(Object.keys(ingestMessages.en).sort());
    for (const texts of Object.values(ingestMessages))
      expect(Object.values(texts).every((text) => text.trim().length > 0)).toBe(true);
  });

  it('shows a refusal the worker wrote in English in the reader’s language', () => {
    const reason = 'This document is too large once unpacked. Please upload a smaller file.';
    expect(ingestMessageIn(reason, 'it')).toBe(
      'Questo documento è troppo grande una volta decompresso. Carica un file più piccolo.',
    );
    expect(ingestMessageIn(reason, 'en')).toBe(reason);
    expect(ingestMessageIn(ingestMessages.en.tooManyPages, 'it')).toBe(
      'Questo PDF ha più di 2000 pagine. Dividilo in file più piccoli.',
    );
    expect(ingestMessageIn('This file is damaged and could not be read.', 'it')).toBe(
      'Questo file è danneggiato e non è stato possibile leggerlo.',
    );
  });

  it('leaves a reason it does not know as it was written', () => {
    const reason = 'https://shop.test/menu could not be imported: the page answered 404';
    expect(ingestMessageIn(reason, 'it')).toBe(reason);
  });
});
