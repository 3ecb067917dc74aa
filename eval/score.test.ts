import { chatTexts } from '@vela/contracts';
import { describe, expect, it } from 'vitest';
import {
  citationPrecision,
  containsNormalised,
  holdsFact,
  isDecline,
  normalise,
  pathOf,
  percentile,
  scoreAnswer,
} from './score.ts';

const onSite = {
  category: 'value' as const,
  expect: ['95'],
  reject: ['135'],
  pages: ['/matrimoni', '/en/weddings'],
};
const notOnSite = { category: 'not-on-site' as const, expect: [], reject: [], pages: [] };
const source = (path: string) => ({ url: `http://villa-aurora.test${path}`, title: path });

describe('normalise', () => {
  it('folds case, accents, curly quotes, dashes, non-breaking spaces and runs of whitespace', () => {
    expect(normalise('Il Ristorante è  CHIUSO il Martedì')).toBe('il ristorante e chiuso il martedi');
    expect(normalise('We don’t provide towels – “ask”')).toBe('we don\'t provide towels - "ask"');
    expect(normalise('€\u00a095\u202fa\tpersona\n')).toBe('€ 95 a persona');
    expect(normalise('**£34.50** / month')).toBe('£34.50 / month');
  });

  it('keeps decimal points and commas apart', () => {
    expect(holdsFact('£34,50 al mese', '34.50')).toBe(false);
    expect(holdsFact('£34.50 / month', '34.50')).toBe(true);
  });
});

describe('facts in an answer', () => {
  it('finds a number only as a whole number', () => {
    expect(containsNormalised('€ 95 a persona', '95')).toBe(true);
    expect(containsNormalised('€95.', '95')).toBe(true);
    expect(containsNormalised('€ 195 a persona', '95')).toBe(false);
    expect(containsNormalised('€ 950', '95')).toBe(false);
    expect(containsNormalised('€ 9.95', '95')).toBe(false);
    expect(containsNormalised('€ 95,50', '95')).toBe(false);
    expect(containsNormalised('dalle 19:30', '9:30')).toBe(false);
    expect(containsNormalised('dalle 19:30', '30')).toBe(false);
    expect(containsNormalised('from 7.30pm', '7.30')).toBe(true);
  });

  it('finds a word at a word start and lets it continue', () => {
    expect(containsNormalised('closed on tuesdays', 'tuesday')).toBe(true);
    expect(containsNormalised('fully enclosed garden', 'closed')).toBe(false);
  });

  it('needs every part of a fact given as a list, in any order', () => {
    expect(holdsFact('Il martedì il ristorante è chiuso.', ['chiuso', 'martedì'])).toBe(true);
    expect(holdsFact('Il ristorante è chiuso il lunedì.', ['chiuso', 'martedì'])).toBe(false);
  });
});

describe('declines', () => {
  it("recognises the product's 'I don't know' in both languages, with or without the contact link", () => {
    for (const texts of Object.values(chatTexts)) {
      expect(isDecline(texts.dontKnow)).toBe(true);
      expect(isDecline(texts.dontKnowWithContacts.replace('{contacts}', 'http://x.test/contact'))).toBe(true);
    }
  });

  it('does not take an answer that merely apologises for a decline', () => {
    expect(isDecline("I'm sorry, the pool is closed on bank holidays.")).toBe(false);
    expect(isDecline('Mi dispiace, il ristorante è chiuso il martedì.')).toBe(false);
  });
});

describe('scoring an answer', () => {
  it('passes an on-site answer that holds an expected fact and no rejected one', () => {
    const verdict = scoreAnswer(onSite, {
      text: 'Il pacchetto Essenziale costa € 95 a persona.',
      sources: [source('/matrimoni')],
    });
    expect(verdict).toMatchObject({ pass: true, matched: '95', citations: { cited: 1, relevant: 1 } });
  });

  it('fails an on-site answer that also quotes a rejected fact', () => {
    const verdict = scoreAnswer(onSite, { text: 'Da € 95 a € 135 a persona.', sources: [] });
    expect(verdict).toMatchObject({ pass: false, rejected: ['135'] });
  });

  it('fails an on-site answer that declines, even when the decline holds the fact', () => {
    const text = `${chatTexts.en.dontKnow} (95)`;
    expect(scoreAnswer(onSite, { text, sources: [] })).toMatchObject({ pass: false, declined: true });
  });

  it('passes a not-on-site question only when the bot declines', () => {
    const contact = chatTexts.it.dontKnowWithContacts.replace(
      '{contacts}',
      'http://villa-aurora.test/contatti',
    );
    expect(scoreAnswer(notOnSite, { text: contact, sources: [source('/contatti')] }).pass).toBe(true);
    expect(scoreAnswer(notOnSite, { text: 'Tel. +39 0577 123456', sources: [] }).pass).toBe(false);
  });

  it('fails a chat error whatever was asked', () => {
    expect(scoreAnswer(notOnSite, { text: '', sources: [], error: 'Too many messages' }).pass).toBe(false);
  });
});

describe('citation precision', () => {
  it('is the share of cited pages that hold the fact, over passing answers, counting a page once', () => {
    const a = scoreAnswer(onSite, {
      text: '€ 95',
      sources: [source('/matrimoni'), source('/en/weddings/'), source('/privacy'), source('/matrimoni')],
    });
    const failed = scoreAnswer(onSite, { text: 'nothing', sources: [source('/privacy')] });
    expect(a.citations).toEqual({ cited: 3, relevant: 2 });
    expect(citationPrecision([a, failed])).toEqual({ cited: 3, relevant: 2, share: 2 / 3 });
  });

  it('reads paths without the host, the query or a trailing slash', () => {
    expect(pathOf('http://villa-aurora.test/en/?utm=x')).toBe('/en');
    expect(pathOf('http://villa-aurora.test/')).toBe('/');
  });
});

describe('percentile', () => {
  it('takes the nearest rank', () => {
    expect(percentile([5, 1, 4, 2, 3], 50)).toBe(3);
    expect(
      percentile(
        [...Array(100).keys()].map((i) => i + 1),
        95,
      ),
    ).toBe(95);
    expect(percentile([], 95)).toBe(0);
  });
});
