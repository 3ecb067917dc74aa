import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/language.ts';
import { DataTable } from '../../../ui/data-table.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PageSpinner } from '../../../ui/spinner.tsx';
import { chatLeadsCsvUrl, useChatLeads } from '../api/get-chat-leads.ts';
import { useInsightsScope } from '../api/insights-scope.ts';
import { linkButtonClass, textLinkClass } from '../components/field-styles.ts';
import { InsightsFrame } from '../components/insights-frame.tsx';
import { LoadError } from '../components/load-error.tsx';
import { WebhookBadge } from '../components/webhook-badge.tsx';
import { formatDateTime, safeHref } from '../lib/format.ts';

/** /portal/leads (and the admin's): visitors who asked, in the chat, to be contacted. */
export function LeadsPage() {
  const { t } = useTranslation('insights');
  const lang = useLanguage();
  const scope = useInsightsScope();
  const leads = useChatLeads(scope.api);
  const rows = leads.data ?? [];

  return (
    <InsightsFrame title={t('leads.title')}>
      <div className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-slate-600">{t('leads.intro')}</p>
          <a href={chatLeadsCsvUrl(scope.api)} download className={linkButtonClass}>
            <Download className="size-4" aria-hidden />
            {t('common.exportCsv')}
          </a>
        </div>
        {leads.isLoading ? (
          <PageSpinner />
        ) : leads.isError ? (
          <LoadError
            error={leads.error}
            fallback={t('leads.loadFailed')}
            retrying={leads.isFetching}
            onRetry={() => void leads.refetch()}
          />
        ) : rows.length === 0 ? (
          <EmptyState>{t('leads.noneYet')}</EmptyState>
        ) : (
          <DataTable
            rows={rows}
            rowKey={(lead) => lead.id}
            minWidth="min-w-[820px]"
            rowProps={() => ({ className: 'align-top' })}
            columns={[
              { header: t('leads.columns.name'), cell: (lead) => lead.name, className: 'font-medium' },
              {
                header: t('leads.columns.contact'),
                cell: (lead) => (
                  <div className="grid gap-0.5">
                    {lead.email && (
                      <a href={`mailto:${lead.email}`} className={`break-all ${textLinkClass}`}>
                        {lead.email}
                      </a>
                    )}
                    {lead.phone && (
                      <a href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`} className={textLinkClass}>
                        {lead.phone}
                      </a>
                    )}
                  </div>
                ),
              },
              {
                header: t('leads.columns.page'),
                cell: (lead) => {
                  const href = safeHref(lead.page);
                  if (!lead.page) return t('common.none');
                  return href ? (
                    <a href={href} target="_blank" rel="noopener noreferrer" className={textLinkClass}>
                      {lead.page}
                    </a>
                  ) : (
                    lead.page
                  );
                },
                className: 'max-w-xs break-all',
              },
              { header: t('leads.columns.language'), cell: (lead) => t(`languages.${lead.language}`) },
              {
                header: t('leads.columns.date'),
                cell: (lead) => formatDateTime(lead.createdAt, lang),
                className: 'whitespace-nowrap',
              },
              { header: t('leads.columns.webhook'), cell: (lead) => <WebhookBadge status={lead.webhook} /> },
              {
                header: t('leads.columns.conversation'),
                cell: (lead) =>
                  lead.conversationId ? (
                    <Link
                      to={scope.path('conversation', { id: lead.conversationId })}
                      className={textLinkClass}
                      aria-label={t('leads.openConversationOf', { name: lead.name })}
                    >
                      {t('leads.openConversation')}
                    </Link>
                  ) : (
                    t('common.none')
                  ),
                className: 'whitespace-nowrap',
              },
            ]}
          />
        )}
      </div>
    </InsightsFrame>
  );
}
