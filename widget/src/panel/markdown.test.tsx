/** @jsxImportSource preact */
// @vitest-environment happy-dom
import { render } from 'preact';
import { describe, expect, it } from 'vitest';
import { parseMarkdown, safeHref } from './markdown.ts';
import { Markdown } from './markdown-view.tsx';

function show(text: string): HTMLElement {
  const box = document.createElement('div');
  render(<Markdown text={text} />, box);
  return box;
}

describe('Markdown answers', () => {
  it('renders paragraphs, bold, italics and line breaks', () => {
    const box = show('Hello **world** and *you*\nnext line\n\nSecond _para_.');
    const ps = box.querySelectorAll('p');
    expect(ps).toHaveLength(2);
    expect(ps[0]?.querySelector('strong')?.textContent).toBe('world');
    expect(ps[0]?.querySelector('em')?.textContent).toBe('you');
    expect(ps[0]?.querySelector('br')).not.toBeNull();
    expect(ps[1]?.querySelector('em')?.textContent).toBe('para');
  });

  it('renders bulleted and numbered lists', () => {
    const box = show('Plans:\n- Pro\n- Enterprise\n\n1. first\n2. second');
    expect([...box.querySelectorAll('ul li')].map((li) => li.textContent)).toEqual(['Pro', 'Enterprise']);
    expect([...box.querySelectorAll('ol li')].map((li) => li.textContent)).toEqual(['first', 'second']);
  });

  it('opens http links in a new tab without opener or referrer', () => {
    const a = show('See [our prices](https://shop.example/prices).').querySelector('a');
    expect(a?.getAttribute('href')).toBe('https://shop.example/prices');
    expect(a?.getAttribute('target')).toBe('_blank');
    expect(a?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(a?.textContent).toBe('our prices');
  });

  it('links bare URLs and mailto, leaving trailing punctuation outside', () => {
    const links = show('Visit https://a.example/x. Or [mail](mailto:hi@a.example)').querySelectorAll('a');
    expect([...links].map((a) => a.getAttribute('href'))).toEqual([
      'https://a.example/x',
      'mailto:hi@a.example',
    ]);
  });

  it('shows raw HTML as text: an <img onerror> never becomes an element', () => {
    const box = show('<img src=x onerror="window.__pwned=1"> <script>alert(1)</script> **<b>hi</b>**');
    expect(box.querySelector('img, script, b')).toBeNull();
    expect(box.textContent).toContain('<img src=x onerror="window.__pwned=1">');
    expect(box.querySelector('strong')?.textContent).toBe('<b>hi</b>');
  });

  it('renders javascript:, data: and other unsafe links as plain text', () => {
    const box = show(
      '[click](javascript:alert(1)) [x](JaVaScRiPt:alert(1)) [y](data:text/html,<b>) [z](vbscript:x) [r](/relative)',
    );
    expect(box.querySelector('a')).toBeNull();
    expect(box.textContent).toContain('click');
    expect(safeHref('java\tscript:alert(1)')).toBeUndefined();
    expect(safeHref(' javascript:alert(1)')).toBeUndefined();
  });

  it('keeps snake_case words and lone asterisks as text', () => {
    const box = show('use my_var_name and 2 * 3 * 4');
    expect(box.querySelector('em')).toBeNull();
    expect(box.textContent).toBe('use my_var_name and 2 * 3 * 4');
  });

  it('parses code fences and headings', () => {
    expect(parseMarkdown('# Title\n```\n<b>x</b>\n```')).toEqual([
      { t: 'p', c: [{ t: 'strong', c: [{ t: 'text', v: 'Title' }] }] },
      { t: 'pre', v: '<b>x</b>' },
    ]);
  });
});

describe('Markdown emphasis edges', () => {
  it('never reads underscores inside identifiers as bold: window.__x stays as typed', () => {
    const box = show('<img onerror="window.__xss=1"> see [x](javascript:window.__xss=2) and __real bold__');
    expect(box.textContent).toContain('<img onerror="window.__xss=1">');
    expect(box.querySelector('a')).toBeNull();
    expect([...box.querySelectorAll('strong')].map((s) => s.textContent)).toEqual(['real bold']);
  });
});
