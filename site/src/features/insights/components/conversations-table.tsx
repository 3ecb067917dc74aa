import type { ConversationSummary } from '@vela/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/language.ts';
import { DataTable } from '../../../ui/data-table.tsx';
import { Badge } from '../../../ui/status-badge.tsx';
import { useInsightsScope } from '../api/insights-scope.ts';
import { formatDateTime } from '../lib/format.ts';
import { textLinkClass } from './field-styles.ts';

/** One row a conversation: when, in which language, what was asked first and how it went. */
export function ConversationsTable({ rows }: { rows: ConversationSummary[] }) {
  const { t } = useTranslation('insights');
  const lang = useLanguage();
  const scope = useInsightsScope();
  const count = (value: number, tone = 'text-slate-900') => (
    <span className={value > 0 ? `font-medium ${tone}` : 'text-slate-400'}>{value}</span>
  );
  return (
    <DataTable
      rows={rows}
      rowKey={(c) => c.id}
      minWidth="min-w-[760px]"
      rowProps={() => ({ className: 'align-top' })}
      columns={[
        {
          header: t('conversations.columns.started'),
          cell: (c) => formatDateTime(c.startedAt, lang),
          className: 'whitespace-nowrap',
        },
        {
          header: t('conversations.columns.language'),
          cell: (c) => (c.language ? t(`languages.${c.language}`) : t('common.none')),
        },
        {
          header: t('conversations.columns.firstQuestion'),
          cell: (c) => (
            <Link to={scope.path('conversation', { id: c.id })} className={`line-clamp-2 ${textLinkClass}`}>
              {c.firstQuestion || t('conversations.noQuestion')}
            </Link>
          ),
          className: 'max-w-md break-words',
        },
        { header: t('conversations.columns.questions'), cell: (c) => count(c.questions) },
        { header: t('conversations.columns.declined'), cell: (c) => count(c.declined, 'text-red-700') },
        { header: t('conversations.columns.ratedDown'), cell: (c) => count(c.ratedDown, 'text-amber-800') },
        {
          header: t('conversations.columns.lead'),
          cell: (c) => (c.hasLead ? <Badge value="completed" label={t('conversations.leadBadge')} /> : null),
        },
      ]}
    />
  );
}
