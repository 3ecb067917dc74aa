import type { TranscriptMessage } from '@vela/contracts';
import { Bot, ThumbsDown, ThumbsUp, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/language.ts';
import { formatDateTime } from '../lib/format.ts';
import { OutcomeBadge } from './outcome-badge.tsx';
import { SourcesList } from './sources-list.tsx';

/** The visitor's rating of an answer and the comment they left with it. */
function Rating({ message }: { message: TranscriptMessage }) {
  const { t } = useTranslation('insights');
  if (!message.rating && !message.comment) return null;
  return (
    <div className="mt-3 grid gap-1 text-sm">
      {message.rating === 'up' && (
        <p className="inline-flex items-center gap-1.5 font-medium text-emerald-700">
          <ThumbsUp className="size-4" aria-hidden />
          {t('transcript.ratedUp')}
        </p>
      )}
      {message.rating === 'down' && (
        <p className="inline-flex items-center gap-1.5 font-medium text-amber-800">
          <ThumbsDown className="size-4" aria-hidden />
          {t('transcript.ratedDown')}
        </p>
      )}
      {message.comment && (
        <figure className="rounded-md border-l-4 border-amber-300 bg-amber-50 px-3 py-2">
          <figcaption className="text-xs font-semibold text-amber-900">{t('transcript.comment')}</figcaption>
          <blockquote className="mt-0.5 whitespace-pre-wrap break-words text-slate-800">
            {message.comment}
          </blockquote>
        </figure>
      )}
    </div>
  );
}

/** One message of a transcript; an answer with its outcome, sources and rating. Texts stay text, never markup. */
export function TranscriptMessageItem({ message }: { message: TranscriptMessage }) {
  const { t } = useTranslation('insights');
  const lang = useLanguage();
  const visitor = message.role === 'user';
  const Icon = visitor ? UserRound : Bot;
  return (
    <li className={`flex ${visitor ? 'justify-end' : 'justify-start'}`}>
      <article
        aria-label={visitor ? t('transcript.visitor') : t('transcript.bot')}
        className={`w-full max-w-2xl rounded-xl p-4 shadow-sm sm:w-auto sm:min-w-80 ${visitor ? 'bg-brand-50 ring-1 ring-brand-100' : 'bg-white ring-1 ring-slate-200'}`}
      >
        <header className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
          <Icon className="size-4" aria-hidden />
          <span className="font-semibold text-slate-700">
            {visitor ? t('transcript.visitor') : t('transcript.bot')}
          </span>
          <time dateTime={message.at}>{formatDateTime(message.at, lang)}</time>
          <OutcomeBadge outcome={message.outcome} />
        </header>
        <p className="mt-2 whitespace-pre-wrap break-words text-slate-900">{message.content}</p>
        <SourcesList sources={message.sources} />
        <Rating message={message} />
      </article>
    </li>
  );
}
