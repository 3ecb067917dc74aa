import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown, safeHref } from './safe-markdown.ts';

describe('safe markdown', () => {
  it('keeps HTML as plain text', () => {
    expect(parseMarkdown('<img src=x onerror=alert(1)>')).toEqual([
      { kind: 'paragraph', lines: [[{ kind: 'text', text: '<img src=x onerror=alert(1)>' }]] },
    ]);
  });

  it('reads bold, italic, code and http links, and leaves javascript: links as text', () => {
    expect(
      parseInline('**Open** *daily* `9-19` [menu](https://x.test/menu) [bad](javascript:alert(1))'),
    ).toEqual([
      { kind: 'strong', text: 'Open' },
      { kind: 'text', text: ' ' },
      { kind: 'em', text: 'daily' },
      { kind: 'text', text: ' ' },
      { kind: 'code', text: '9-19' },
      { kind: 'text', text: ' ' },
      { kind: 'link', text: 'menu', href: 'https://x.test/menu' },
      { kind: 'text', text: ' [bad](javascript:alert(1))' },
    ]);
  });

  it('splits paragraphs on blank lines and reads bullet lists', () => {
    const blocks = parseMarkdown('Intro\nsecond line\n\n- one\n- two\n\n\n1. first');
    expect(blocks.map((b) => b.kind)).toEqual(['paragraph', 'list', 'list']);
    expect(blocks[0]).toMatchObject({ lines: [[{ text: 'Intro' }], [{ text: 'second line' }]] });
    expect(blocks[1]).toMatchObject({ items: [[{ text: 'one' }], [{ text: 'two' }]] });
  });

  it('links only http and https sources', () => {
    expect(safeHref('https://x.test/a b')).toBe('https://x.test/a%20b');
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref('menu.pdf')).toBeUndefined();
  });
});
