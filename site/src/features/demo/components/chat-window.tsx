import { MAX_MESSAGE_LENGTH } from '@vela/contracts';
import { Bot, Loader2, Send } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatEntry } from '../lib/chat.state.ts';
import { textOn } from '../lib/demo-customization.ts';
import { safeHref } from '../lib/safe-markdown.ts';
import { AnswerText } from './answer-text.tsx';

export interface ChatTheme {
  primary: string;
  user: string;
  bot: string;
}

export interface ChatWindowProps {
  title: string;
  welcome: string;
  entries: ChatEntry[];
  pending: boolean;
  /** Shown instead of enabling the input (training not ready yet). */
  lockedHint?: string;
  /** #rrggbb colours of the header, the visitor's bubbles and the bot's bubbles. */
  theme: ChatTheme;
  onSend: (text: string) => boolean;
}

function Sources({ entry }: { entry: ChatEntry }) {
  const { t } = useTranslation('demo');
  if (entry.sources.length === 0) return null;
  return (
    <div className="mt-2 border-t border-black/10 pt-2 text-xs">
      <p className="font-medium">{t('chat.sources')}</p>
      <ul className="mt-1 grid gap-0.5">
        {entry.sources.map((source) => {
          const href = safeHref(source.url);
          const label = source.title || source.url;
          return (
            <li key={source.url}>
              {href ? (
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="font-medium underline"
                >
                  {label}
                </a>
              ) : (
                label
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function Bubble({ entry, theme }: { entry: ChatEntry; theme: ChatTheme }) {
  const { t } = useTranslation('demo');
  if (entry.role === 'user') {
    return (
      <li className="flex justify-end">
        <p
          className="max-w-[85%] rounded-2xl rounded-br-sm px-4 py-2 whitespace-pre-wrap"
          style={{ background: theme.user, color: textOn(theme.user) }}
        >
          <span className="sr-only">{t('chat.you')}: </span>
          {entry.text}
        </p>
      </li>
    );
  }
  return (
    <li className="flex justify-start" aria-busy={entry.status === 'streaming'}>
      <div
        className="max-w-[85%] rounded-2xl rounded-bl-sm px-4 py-2"
        style={{ background: theme.bot, color: textOn(theme.bot) }}
      >
        <span className="sr-only">{t('chat.assistant')}: </span>
        {entry.status === 'error' ? (
          <p className="text-red-700">{t('chat.errorLabel')}</p>
        ) : entry.text ? (
          <AnswerText text={entry.text} />
        ) : (
          <p className="flex items-center gap-2 text-slate-500">
            <Loader2 className="size-4 animate-spin" aria-hidden />
            {t('chat.thinking')}
          </p>
        )}
        {entry.status === 'done' && <Sources entry={entry} />}
      </div>
    </li>
  );
}

/** The demo page's own chat: welcome first, streamed answers with their sources, input locked while waiting. */
export function ChatWindow({ title, welcome, entries, pending, lockedHint, theme, onSend }: ChatWindowProps) {
  const { t } = useTranslation('demo');
  const [text, setText] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const last = entries.at(-1);
  const lastLength = last?.text.length ?? 0;

  useEffect(() => {
    const list = listRef.current;
    if (list && (entries.length > 0 || lastLength > 0)) list.scrollTop = list.scrollHeight;
  }, [entries.length, lastLength]);

  useEffect(() => {
    if (!pending && entries.length > 0) inputRef.current?.focus({ preventScroll: true });
  }, [pending, entries.length]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (onSend(text)) setText('');
  }

  const disabled = pending || Boolean(lockedHint);
  return (
    <section
      aria-label={t('chat.label')}
      className="flex h-[32rem] min-w-0 flex-col overflow-hidden rounded-2xl bg-white shadow-lg ring-1 ring-slate-200"
    >
      <header
        className="flex items-center gap-3 px-4 py-3"
        style={{ background: theme.primary, color: textOn(theme.primary) }}
      >
        <Bot className="size-5" aria-hidden />
        <h2 className="font-semibold">{title}</h2>
      </header>
      <ol
        ref={listRef}
        role="log"
        aria-live="polite"
        className="flex-1 space-y-3 overflow-y-auto p-4 text-sm"
      >
        <li className="flex justify-start">
          <p
            className="max-w-[85%] rounded-2xl rounded-bl-sm px-4 py-2"
            style={{ background: theme.bot, color: textOn(theme.bot) }}
          >
            {welcome}
          </p>
        </li>
        {entries.map((entry) => (
          <Bubble key={entry.id} entry={entry} theme={theme} />
        ))}
      </ol>
      <form onSubmit={onSubmit} className="border-t border-slate-200 p-3">
        {lockedHint && <p className="mb-2 text-xs text-slate-500">{lockedHint}</p>}
        <div className="flex gap-2">
          <input
            ref={inputRef}
            value={text}
            onChange={(e) => setText(e.target.value)}
            disabled={disabled}
            placeholder={t('chat.placeholder')}
            aria-label={t('chat.placeholder')}
            maxLength={MAX_MESSAGE_LENGTH}
            className="min-h-10 min-w-0 flex-1 rounded-md border border-slate-300 px-3 text-base outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100 disabled:bg-slate-50 sm:text-sm"
          />
          <button
            type="submit"
            disabled={disabled || !text.trim()}
            className="inline-flex min-h-10 items-center gap-2 rounded-md bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60"
          >
            {pending ? (
              <Loader2 className="size-4 animate-spin" aria-hidden />
            ) : (
              <Send className="size-4" aria-hidden />
            )}
            {t('chat.send')}
          </button>
        </div>
      </form>
    </section>
  );
}
