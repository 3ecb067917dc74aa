/** @jsxImportSource preact */
// @vitest-environment happy-dom
import { render } from 'preact';
import { describe, expect, it } from 'vitest';
import { panelResources } from '../i18n/panel-strings.ts';
import { stringsFor } from '../i18n/strings.ts';
import { MessageView } from './message-view.tsx';

describe("an answer's sources", () => {
  it('link each safe address once, named by its title or else its host; unsafe ones are left out; the rest read as text', () => {
    const box = document.createElement('div');
    const sources = [
      { url: 'https://forno.example/orari', title: 'Orari' },
      { url: 'https://forno.example/orari', title: 'Orari again' },
      { url: 'https://forno.example/a b', title: ' ' },
      { url: 'javascript:alert(1)', title: 'Click me' },
      { url: 'menu.pdf', title: 'Menu' },
    ];
    render(
      <MessageView
        message={{ id: 'a1', role: 'assistant', content: 'Apriamo alle 7:30.', sources }}
        strings={{ ...panelResources.it, ...stringsFor('it') }}
      />,
      box,
    );
    const list = box.querySelector('ul.sources') as HTMLElement;
    expect(list.getAttribute('aria-label')).toBe('Fonti');
    expect(
      [...list.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href'), a.rel]),
    ).toEqual([
      ['Orari', 'https://forno.example/orari', 'noopener noreferrer'],
      ['forno.example', 'https://forno.example/a%20b', 'noopener noreferrer'],
    ]);
    expect(box.textContent).not.toContain('Click me');
    // A document or a Q&A the client wrote is named, not linked.
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Orari',
      'forno.example',
      'Menu',
    ]);
  });
});
