import type { ConversationSummary } from '@vela/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/language.ts';
import { formatDateTime, safeHref } from '../lib/format.ts';
import { textLinkClass } from './field-styles.ts';

/** When and where a conversation happened and what came of it, as a short list of facts. */
export function ConversationFacts({ conversation: c }: { conversation: ConversationSummary }) {
  const { t } = useTranslation('insights');
  const lang = useLanguage();
  const page = safeHref(c.page);
  const pageLink = page ? (
    <a href={page} target="_blank" rel="noopener noreferrer" className={`break-all ${textLinkClass}`}>
      {c.page}
    </a>
  ) : (
    c.page
  );
  const facts: [string, ReactNode][] = [
    [t('conversations.columns.started'), formatDateTime(c.startedAt, lang)],
    [t('conversations.columns.language'), c.language ? t(`languages.${c.language}`) : t('common.none')],
    [t('conversations.columns.questions'), c.questions],
    [t('conversations.columns.declined'), c.declined],
    [t('transcript.weak'), c.weak],
    [t('transcript.ratings'), t('transcript.ratingCounts', { up: c.ratedUp, down: c.ratedDown })],
  ];
  if (c.page) facts.push([t('leads.columns.page'), pageLink]);
  return (
    <dl className="grid min-w-0 flex-1 grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
      {facts.map(([term, value]) => (
        <div key={term} className="min-w-0">
          <dt className="text-slate-500">{term}</dt>
          <dd className="font-medium break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
