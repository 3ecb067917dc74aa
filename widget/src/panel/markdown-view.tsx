/** @jsxImportSource preact */
import type { ComponentChildren } from 'preact';
import { type Block, type Inline, parseMarkdown } from './markdown.ts';

function inline(nodes: Inline[]): ComponentChildren {
  return nodes.map((n) => {
    if (n.t === 'text') return n.v;
    if (n.t === 'br') return <br />;
    if (n.t === 'code') return <code>{n.v}</code>;
    if (n.t === 'strong') return <strong>{inline(n.c)}</strong>;
    if (n.t !== 'link') return <em>{inline(n.c)}</em>;
    return (
      <a href={n.href} target="_blank" rel="noopener noreferrer">
        {inline(n.c)}
      </a>
    );
  });
}

function block(b: Block): ComponentChildren {
  if (b.t === 'p') return <p>{inline(b.c)}</p>;
  if (b.t === 'pre')
    return (
      <pre>
        <code>{b.v}</code>
      </pre>
    );
  const items = b.items.map((item) => <li>{inline(item)}</li>);
  return b.t === 'ul' ? <ul>{items}</ul> : <ol>{items}</ol>;
}

/** Renders an answer's Markdown as elements and text nodes only; never as an HTML string. */
export function Markdown({ text }: { text: string }) {
  return <div class="md">{parseMarkdown(text).map(block)}</div>;
}
