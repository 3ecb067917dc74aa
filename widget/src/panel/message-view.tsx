/** @jsxImportSource preact */
import type { Source } from '@vela/contracts';
import type { ComponentChildren } from 'preact';
import type { Strings } from '../i18n/strings.ts';
import type { ViewMessage } from './chat-state.ts';
import { safeHref } from './markdown.ts';
import { Markdown } from './markdown-view.tsx';

/**
 * Pages as links; a source that is no address (a document, a Q&A the client wrote, the company information)
 * as its title; an address of another scheme (`javascript:`) not at all.
 */
function Sources({ sources, label }: { sources: Source[]; label: string }) {
  const seen = new Set<string>();
  const items = sources.flatMap((s) => {
    const href = safeHref(s.url);
    const title = s.title?.trim() || (href ? new URL(href).hostname : '');
    const key = href ?? title;
    if (!key || seen.has(key) || (!href && URL.canParse(s.url))) return [];
    seen.add(key);
    return [{ key, href, title }];
  });
  if (!items.length) return null;
  return (
    <ul class="sources" aria-label={label}>
      {items.map((l) => (
        <li key={l.key}>
          {l.href ? (
            <a href={l.href} target="_blank" rel="noopener noreferrer">
              {l.title}
            </a>
          ) : (
            l.title
          )}
        </li>
      ))}
    </ul>
  );
}

interface Props {
  message: ViewMessage;
  strings: Strings;
  /** What an answer carries between its text and its sources (its rating). */
  children?: ComponentChildren;
}

/** One bubble: the visitor's text as typed, an answer as safe Markdown with its sources. */
export function MessageView({ message, strings, children }: Props) {
  if (message.role === 'user') {
    return (
      <div class="msg me">
        <span class="sr">{strings.you}: </span>
        {message.content}
      </div>
    );
  }
  return (
    <div class="msg bot" aria-busy={message.streaming ? 'true' : undefined}>
      <Markdown text={message.content} />
      {children}
      <Sources sources={message.sources} label={strings.sources} />
    </div>
  );
}
