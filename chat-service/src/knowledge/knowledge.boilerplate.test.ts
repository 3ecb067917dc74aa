import { describe, expect, it } from 'vitest';
import { withoutRepeatedBlocks } from './knowledge.boilerplate.ts';

const footer = 'Comune di Montevento - Piazza Garibaldi 1 - Tel. 0577 849210\n\nCopyright © 2005-2026';
const menu = '- Home\n- Musei\n- Eventi';
const page = (path: string, body: string, language = 'it') => ({
  source: `https://borgo.test${path}`,
  title: path,
  text: `${menu}\n\n## Prezzo\n\n${body}\n\n${footer}`,
  language,
});

describe('blocks every page repeats', () => {
  const pages = [
    page('/', 'Benvenuti a Montevento.'),
    page('/musei', 'Il museo apre alle 10.'),
    page('/eventi', 'La sagra è il 15 novembre.'),
    page('/mangiare', 'La trattoria chiude il lunedì.'),
  ];

  it('are kept on the page with the shortest address only, headings and labels everywhere', () => {
    const cleaned = withoutRepeatedBlocks(pages);
    expect(cleaned[0]?.text).toBe(pages[0]?.text);
    expect(cleaned[1]?.text).toBe('## Prezzo\n\nIl museo apre alle 10.');
    expect(cleaned[3]?.text).toBe('## Prezzo\n\nLa trattoria chiude il lunedì.');
  });

  it('are kept inside a contact page’s own content, not in its menu or footer', () => {
    const address = 'Comune di Montevento - Piazza Garibaldi 1 - Tel. 0577 849210';
    const contact = {
      ...page('/contatti', `# Contatti\n\n## Il Comune\n\n${address}\n\n## La biblioteca\n\nVia Roma 3.`),
      title: 'Contatti',
    };
    const cleaned = withoutRepeatedBlocks([...pages, contact]);
    expect(cleaned[4]?.text).toBe(
      `## Prezzo\n\n# Contatti\n\n## Il Comune\n\n${address}\n\n## La biblioteca\n\nVia Roma 3.`,
    );
  });

  it('are kept inside a contact page’s own content when its first heading is no title (no h1)', () => {
    const address = 'Comune di Montevento - Piazza Garibaldi 1 - Tel. 0577 849210';
    const contact = {
      ...page('/contatti', `## Il Comune\n\n${address}\n\n## La biblioteca\n\nVia Roma 3.`),
      title: 'Contatti',
    };
    const cleaned = withoutRepeatedBlocks([...pages, contact]);
    expect(cleaned[4]?.text).toBe(
      `## Prezzo\n\n## Il Comune\n\n${address}\n\n## La biblioteca\n\nVia Roma 3.`,
    );
  });

  it('are counted per language, and left alone on a run of fewer than four pages', () => {
    const english = [page('/en', 'Welcome.', 'en'), page('/en/museums', 'Opens at 10.', 'en')];
    const cleaned = withoutRepeatedBlocks([...pages, ...english]);
    expect(cleaned[4]?.text).toBe(english[0]?.text);
    expect(cleaned[5]?.text).toBe(english[1]?.text);
    expect(withoutRepeatedBlocks(pages.slice(0, 3))).toEqual(pages.slice(0, 3));
  });
});
