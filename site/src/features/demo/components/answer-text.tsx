import type { ReactNode } from 'react';
import { type Inline, parseMarkdown } from '../lib/safe-markdown.ts';

function renderInline(parts: Inline[]): ReactNode[] {
  return parts.map((part, i) => {
    switch (part.kind) {
      case 'strong':
        return <strong key={i}>{part.text}</strong>;
      case 'em':
        return <em key={i}>{part.text}</em>;
      case 'code':
        return (
          <code key={i} className="rounded bg-black/5 px-1 font-mono text-[0.9em]">
            {part.text}
          </code>
        );
      case 'link':
        return (
          <a
            key={i}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="underline"
          >
            {part.text}
          </a>
        );
      default:
        return part.text;
    }
  });
}

/** An answer's text as React elements (a tiny Markdown subset); never raw HTML. */
export function AnswerText({ text }: { text: string }) {
  return (
    <div className="grid gap-2">
      {parseMarkdown(text).map((block, i) =>
        block.kind === 'list' ? (
          <ul key={i} className="list-disc pl-5">
            {block.items.map((item, j) => (
              <li key={j}>{renderInline(item)}</li>
            ))}
          </ul>
        ) : (
          <p key={i}>
            {block.lines.map((line, j) => (
              <span key={j}>
                {j > 0 && <br />}
                {renderInline(line)}
              </span>
            ))}
          </p>
        ),
      )}
    </div>
  );
}
