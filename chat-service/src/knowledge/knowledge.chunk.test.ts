import { describe, expect, it } from 'vitest';
import { CHUNK_TARGET, chunkDocument } from './knowledge.chunk.ts';

const doc = (text: string) => ({ source: 'https://forno.test/menu', title: 'Menu — Forno', text });
const sentence = (i: number) =>
  `La frase numero ${i} parla del nostro pane cotto nel forno a legna ogni mattina.`;
const paragraph = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => sentence(from + i)).join(' ');

describe('chunkDocument', () => {
  it('keeps the source, the title and the heading path of every chunk', () => {
    const chunks = chunkDocument(
      doc(`# Menu\n\n## Pizze\n\n${paragraph(0, 8)}\n\n## Dolci\n\n### Torte\n\n${paragraph(100, 8)}`),
    );
    expect(chunks.map((c) => c.heading)).toEqual(['Menu › Pizze', 'Menu › Dolci › Torte']);
    for (const c of chunks) {
      expect(c.source).toBe('https://forno.test/menu');
      expect(c.title).toBe('Menu — Forno');
    }
    expect(chunks[1]?.text).toContain('La frase numero 100 ');
    expect(chunks[0]?.text).not.toContain('La frase numero 100 ');
  });

  it('dates every chunk of a post by its byline or its declared day, and no page without one', () => {
    const text = (byline: string) => `# Nuovi prezzi\n\n${byline}\n\n${paragraph(0, 20)}`;
    const post = (byline: string) =>
      chunkDocument({ ...doc(text(byline)), source: 'https://forno.test/blog/nuovi-prezzi' });
    for (const [byline, year] of [
      ['14/3/2023 2 Comments', '2023'],
      ['20 giu 2022 Elisa Gamba', '2022'],
      ['News: 12 Ottobre 2026', '2026'],
      ['November 10, 2026 / By Jo / News', '2026'],
      ['Marta Zanella\n\n·18 mar 2024', '2024'],
      [
        'From Tuesday 2 April we are open seven days a week, and the café kitchen starts serving hot lunches.\n\n#### Tom Rutter\n\n19 Mar 2024• 1 min read',
        '2024',
      ],
    ]) {
      const chunks = post(byline!);
      expect(chunks.length).toBeGreaterThan(1);
      expect(chunks.map((c) => c.published)).toEqual(chunks.map(() => year));
    }
    // A byline of a date and who wrote it dates the post and is no text of it; a date alone stays.
    const signed = post('9 November 2026 Becky, venue manager');
    expect(signed[0]?.published).toBe('2026');
    expect(signed.map((c) => c.text).join(' ')).not.toContain('Becky');
    expect(post('News: 12 Ottobre 2026')[0]?.text).toContain('12 Ottobre 2026');
    expect(
      post('Il pane esce dal forno alle 7, tutti i giorni tranne il 1° gennaio 2027.')[0]?.published,
    ).toBe('');
    expect(post('Ultimo aggiornamento: 3 marzo 2025')[0]?.published).toBe('');
    // Framer's post template prints the category and date over the title, after a link back to the list.
    const over = chunkDocument({
      ...doc(`← Journal\n\nNews: Jan 8, 2024\n\n# New prices\n\n${paragraph(0, 20)}`),
      source: 'https://forno.test/journal/new-prices',
    });
    expect(over.map((c) => c.published)).toEqual(over.map(() => '2024'));
    expect(post('Hours from 1 September 2026')[0]?.published).toBe('');
    // a page's own byline dates no post ('Chi siamo', as Joomla prints its day); a page declaring it does
    expect(chunkDocument(doc(text('Pubblicato: 3 Novembre 2025')))[0]?.published).toBe('');
    expect(chunkDocument({ ...doc(text('')), published: '2024' })[0]?.published).toBe('2024');
    expect(chunkDocument(doc(`# Menu\n\n${paragraph(0, 3)}`))[0]?.published).toBe('');
  });

  it('gives every chunk of a page the year it says it was last updated, or which version it is', () => {
    const page = (line: string) => chunkDocument(doc(`# Terms\n\n${line}\n\n${paragraph(0, 20)}`));
    for (const [line, year] of [
      ['Terms & Conditions (2021 version). Last updated: 8 March 2021', '2021'],
      ['Ultimo aggiornamento: 03/05/2011', '2011'],
      ['Informativa aggiornata al 1° marzo 2026.', '2026'],
      ['Versione 2023 del regolamento.', '2023'],
      [
        'We may update this policy from time to time. This version was last updated on 1 September 2026.',
        '2026',
      ],
      ['Open from 8 March 2021 to 2026, every day.', ''],
    ]) {
      const chunks = page(line!);
      expect(chunks.length).toBeGreaterThan(1);
      expect(chunks.map((c) => c.updated)).toEqual(chunks.map(() => year));
    }
  });

  it('keeps the heading path right when a page skips a level (an h3 straight under the h1)', () => {
    const chunks = chunkDocument(
      doc(`# Menu\n\n### Pizze\n\n${paragraph(0, 14)}\n\n### Dolci\n\n${paragraph(100, 14)}`),
    );
    expect(chunks.map((c) => c.heading)).toEqual(['Menu › Pizze', 'Menu › Dolci']);
  });

  it('cuts a long section into chunks of about 1,000 characters that overlap a little', () => {
    const chunks = chunkDocument(doc(`## Storia\n\n${paragraph(0, 30)}\n\n${paragraph(30, 30)}`));
    expect(chunks.length).toBeGreaterThanOrEqual(4);
    for (const c of chunks) {
      expect(c.text.length).toBeLessThanOrEqual(CHUNK_TARGET * 1.2);
      expect(c.text.length).toBeGreaterThan(300);
      expect(c.heading).toBe('Storia');
    }
    for (let i = 1; i < chunks.length; i++) {
      const lastSentence = chunks[i - 1]?.text.split(/(?<=\.)\s+/).pop() ?? '';
      expect(chunks[i]?.text.startsWith(lastSentence)).toBe(true);
    }
    const all = chunks.map((c) => c.text).join(' ');
    for (let i = 0; i < 60; i++) expect(all).toContain(sentence(i));
  });

  it('keeps short sections together, their headings inside the text as headings', () => {
    const chunks = chunkDocument(
      doc('# Orari\n\n## Lunedì\n\nChiuso per riposo.\n\n## Domenica\n\nDalle 7:30 alle 13:00.'),
    );
    expect(chunks).toHaveLength(1);
    expect(chunks[0]?.heading).toBe('Orari › Lunedì');
    expect(chunks[0]?.text).toBe('Chiuso per riposo.\n\n## Domenica\n\nDalle 7:30 alle 13:00.');
  });

  it('gives a date printed right above a heading to the section it dates, as a blog listing prints it', () => {
    const chunks = chunkDocument(
      doc(
        `# News\n\n## Christmas hours\n\n${paragraph(0, 6)}\n\nJun 2, 2025\n\n## Summer offer\n\n${paragraph(50, 6)}`,
      ),
    );
    expect(chunks.map((c) => c.heading)).toEqual(['News › Christmas hours', 'News › Summer offer']);
    expect(chunks[0]?.text).not.toContain('Jun 2, 2025');
    expect(chunks[1]?.text.startsWith('Jun 2, 2025\n\nLa frase numero 50 ')).toBe(true);
  });

  it('cuts a paragraph with no sentence ends between words', () => {
    const words = Array.from({ length: 800 }, (_, i) => `parola${i}`).join(' ');
    const chunks = chunkDocument(doc(words));
    expect(chunks.length).toBeGreaterThan(5);
    for (const c of chunks) expect(c.text.length).toBeLessThanOrEqual(CHUNK_TARGET * 1.2);
    const seen = new Set(chunks.flatMap((c) => c.text.split(/\s+/)));
    for (let i = 0; i < 800; i++) expect(seen.has(`parola${i}`)).toBe(true);
  });

  it('gives no chunk for a document with headings and no text', () => {
    expect(chunkDocument(doc('# Vuoto\n\n## Niente\n\n   \n'))).toEqual([]);
  });

  it('reads a page in the language its words are clearly in, not the site-wide one it declares', () => {
    const english =
      'Our nursery is a small school in the centre of Turin. The children play, eat and learn in Italian, and ' +
      'most of them pick it up surprisingly fast. Laura in our office speaks English: the best time to call is ' +
      'on Monday or Wednesday morning. We offer private tours in English on Wednesdays at 5pm, by appointment, ' +
      'and you can write to us in English as well. Our English-speaking educator is with us on Tuesdays and ' +
      'Thursdays, and she will be there at the open day too.';
    const [chunk] = chunkDocument({ ...doc(`# Rette\n\nPer le famiglie.\n\n${english}`), language: 'it-IT' });
    expect(chunk?.language).toBe('en');
    const [italian] = chunkDocument({ ...doc(paragraph(0, 6)), language: 'it-IT' });
    expect(italian?.language).toBe('it');
    // A few English words on an Italian page leave its tag alone.
    const [mixed] = chunkDocument({ ...doc(`${paragraph(0, 6)} Welcome to the shop.`), language: 'it' });
    expect(mixed?.language).toBe('it');
  });
});
