import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage, useLocalizedPath } from '../../../lib/language.ts';
import { DataTable } from '../../../ui/data-table.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PageSpinner } from '../../../ui/spinner.tsx';
import { AdminLayout } from '../../admin/public.ts';
import { useAdminBots } from '../api/get-admin-bots.ts';
import { textLinkClass } from '../components/field-styles.ts';
import { LoadError } from '../components/load-error.tsx';
import { formatNumber } from '../lib/format.ts';

function BotsTable() {
  const { t } = useTranslation('insights');
  const lang = useLanguage();
  const to = useLocalizedPath();
  const bots = useAdminBots();
  const at = (
    page: 'adminBotConversations' | 'adminBotGaps' | 'adminBotLeads' | 'adminBotAnalytics',
    botId: string,
  ) => to(page, { botId }, { italianPrefix: true });
  if (bots.isLoading) return <PageSpinner />;
  if (bots.isError)
    return (
      <LoadError
        error={bots.error}
        fallback={t('bots.loadFailed')}
        retrying={bots.isFetching}
        onRetry={() => void bots.refetch()}
      />
    );
  const rows = bots.data ?? [];
  if (rows.length === 0) return <EmptyState>{t('bots.noneYet')}</EmptyState>;
  const figure = (value: number, href: string, label: string) => (
    <Link to={href} className={`tabular-nums ${textLinkClass}`} aria-label={label}>
      {formatNumber(value, lang)}
    </Link>
  );
  return (
    <DataTable
      rows={rows}
      rowKey={(bot) => bot.id}
      minWidth="min-w-[720px]"
      columns={[
        {
          header: t('bots.columns.name'),
          cell: (bot) => (
            <Link to={at('adminBotConversations', bot.id)} className={textLinkClass}>
              {bot.name}
            </Link>
          ),
        },
        { header: t('bots.columns.owner'), cell: (bot) => bot.owner, className: 'break-all' },
        {
          header: t('bots.columns.conversations'),
          cell: (bot) =>
            figure(
              bot.conversations,
              at('adminBotConversations', bot.id),
              t('bots.conversationsOf', { name: bot.name, count: bot.conversations }),
            ),
        },
        {
          header: t('bots.columns.openGaps'),
          cell: (bot) =>
            figure(
              bot.openGaps,
              at('adminBotGaps', bot.id),
              t('bots.gapsOf', { name: bot.name, count: bot.openGaps }),
            ),
        },
        {
          header: t('bots.columns.leads'),
          cell: (bot) =>
            figure(
              bot.leads,
              at('adminBotLeads', bot.id),
              t('bots.leadsOf', { name: bot.name, count: bot.leads }),
            ),
        },
      ]}
      actions={{
        header: t('bots.columns.analytics'),
        cell: (bot) => (
          <Link
            to={at('adminBotAnalytics', bot.id)}
            className={`whitespace-nowrap ${textLinkClass}`}
            aria-label={t('bots.analyticsOf', { name: bot.name })}
          >
            {t('nav.analytics')}
          </Link>
        ),
      }}
    />
  );
}

/** /admin/chatbots: every client's bot with its figures, each a way into its cockpit. */
export function AdminBotsPage() {
  const { t } = useTranslation('insights');
  return (
    <AdminLayout title={t('bots.title')} subtitle={t('bots.subtitle')}>
      <BotsTable />
    </AdminLayout>
  );
}
