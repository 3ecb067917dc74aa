import type { Lead } from '@vela/contracts';
import { Download } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage, useLocalizedPath } from '../../../lib/language.ts';
import { DataTable } from '../../../ui/data-table.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PageSpinner } from '../../../ui/spinner.tsx';
import { Badge } from '../../../ui/status-badge.tsx';
import { leadsCsvUrl, useLeads } from '../api/get-leads.ts';
import { AdminLayout } from '../components/admin-layout.tsx';
import { SearchField } from '../components/fields.tsx';

function dateTime(iso: string, language: string) {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat(language === 'it' ? 'it-IT' : 'en-US', {
        dateStyle: 'medium',
        timeStyle: 'short',
      }).format(date);
}

const sourceTone = { contact: 'in_progress', demo: 'completed', chat: 'reached' } as const;

/** A chat lead's bot, and the way to its conversation while the conversation is kept. */
function ChatLeadBot({ bot }: { bot: NonNullable<Lead['bot']> }) {
  const { t } = useTranslation('admin');
  const to = useLocalizedPath();
  return (
    <p className="mt-1 grid gap-0.5 text-xs text-slate-600">
      <span>{t('leads.bot', { name: bot.name })}</span>
      {bot.conversationId && (
        <Link
          to={to('adminBotConversation', { botId: bot.id, id: bot.conversationId }, { italianPrefix: true })}
          className="font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {t('leads.openConversation')}
        </Link>
      )}
    </p>
  );
}

function LeadsTable() {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const leads = useLeads(deferred, true);
  const rows = leads.data ?? [];
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <SearchField
          id="lead-search"
          label={t('common.search')}
          placeholder={t('leads.searchPlaceholder')}
          value={search}
          onChange={setSearch}
        />
        <a
          href={leadsCsvUrl(deferred)}
          download
          className="inline-flex min-h-10 items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <Download className="size-4" aria-hidden />
          {t('leads.export')}
        </a>
      </div>
      {leads.isLoading ? (
        <PageSpinner />
      ) : leads.error ? (
        <p className="rounded-xl border border-red-200 bg-red-50 p-6 text-center text-red-600" role="alert">
          {t('leads.error')}
        </p>
      ) : rows.length === 0 ? (
        <EmptyState>{deferred ? t('leads.empty') : t('leads.noneYet')}</EmptyState>
      ) : (
        <DataTable
          rows={rows}
          rowKey={(lead) => lead.id}
          minWidth="min-w-[800px]"
          rowProps={() => ({ className: 'align-top' })}
          columns={[
            {
              header: t('leads.columns.date'),
              cell: (lead) => dateTime(lead.createdAt, lang),
              className: 'whitespace-nowrap',
            },
            {
              header: t('leads.columns.source'),
              cell: (lead) => (
                <>
                  <Badge value={sourceTone[lead.source]} label={t(`leads.sources.${lead.source}`)} />
                  {lead.bot && <ChatLeadBot bot={lead.bot} />}
                </>
              ),
            },
            { header: t('leads.columns.name'), cell: (lead) => lead.name, className: 'font-medium' },
            {
              header: t('leads.columns.contact'),
              cell: (lead) => (
                <>
                  {lead.email && (
                    <a
                      href={`mailto:${lead.email}`}
                      className="break-all text-brand-700 underline-offset-2 hover:underline"
                    >
                      {lead.email}
                    </a>
                  )}
                  {lead.phone && <p className="text-slate-600">{lead.phone}</p>}
                </>
              ),
            },
            {
              header: t('leads.columns.website'),
              cell: (lead) => lead.website ?? '-',
              className: 'break-all',
            },
            {
              header: t('leads.columns.message'),
              cell: (lead) => lead.message ?? '-',
              className: 'max-w-sm whitespace-pre-line break-words',
            },
          ]}
        />
      )}
      {!leads.isLoading && !leads.error && (
        <p className="text-sm text-slate-600" aria-live="polite">
          {t('leads.count', { count: rows.length })}
        </p>
      )}
    </div>
  );
}

/** /admin/leads: contact requests, demo contacts and chat leads, newest first, with search and CSV export. */
export function LeadsPage() {
  const { t } = useTranslation('admin');
  return (
    <AdminLayout title={t('leads.title')} subtitle={t('leads.subtitle')}>
      <LeadsTable />
    </AdminLayout>
  );
}
