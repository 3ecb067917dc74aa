/** @jsxImportSource preact */
import type { Source } from '@vela/contracts';
import type { ComponentChildren } from 'preact';
import type { Strings } from '../i18n/strings.ts';
import type { ViewMessage } from './chat-state.ts';
import { safeHref } from './markdown.ts';
import { Markdown } from './markdown-view.tsx';

function Sources({ sources, label }: { sources: Source[]; label: string }) {
  const seen = new Set<string>();
  const links = sources.flatMap((s) => {
    const href = safeHref(s.url);
    if (!href || seen.has(href)) return [];
    seen.add(href);
    return [{ href, title: s.title?.trim() || new URL(href).hostname }];
  });
  if (!links.length) return null;
  return (
    <ul class="sources" aria-label={label}>
      {links.map((l) => (
        <li key={l.href}>
          <a href={l.href} target="_blank" rel="noopener noreferrer">
            {l.title}
          </a>
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
