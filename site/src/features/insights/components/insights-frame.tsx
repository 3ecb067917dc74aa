import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminMenu } from '../../../app/admin-menu.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useLocalizedPath } from '../../../lib/language.ts';
import { LanguageSwitch } from '../../../ui/language-switch.tsx';
import { AdminLayout } from '../../admin/public.ts';
import { LogoutButton, useAuth } from '../../auth/public.ts';
import { useAdminBots } from '../api/get-admin-bots.ts';
import { useInsightsScope } from '../api/insights-scope.ts';
import { InsightsNav } from './insights-nav.tsx';

const backLinkClass =
  'inline-flex min-h-10 items-center gap-2 rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600';

/** The client's frame: back to the portal, language and logout, then the page under the cockpit's menu. */
function ClientFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('insights');
  const { user } = useAuth();
  const to = useLocalizedPath();
  useDocumentTitle(title);
  return (
    <div className="min-h-screen bg-slate-50 text-slate-900">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <Link to={to('portal')} className={backLinkClass}>
            <ArrowLeft className="size-4" aria-hidden />
            {t('frame.backToPortal')}
          </Link>
          <div className="flex flex-wrap items-center gap-2">
            <LanguageSwitch />
            <LogoutButton />
          </div>
        </div>
        {user?.role === 'admin' && (
          <div className="mx-auto max-w-6xl border-t border-slate-100 px-4 py-2 sm:px-6">
            <AdminMenu includePortal />
          </div>
        )}
      </header>
      <main className="mx-auto grid max-w-6xl gap-4 px-4 py-6 sm:px-6">
        <div>
          <h1 className="text-2xl font-semibold">{title}</h1>
          <p className="mt-1 text-slate-600">{t('frame.clientSubtitle')}</p>
        </div>
        <InsightsNav />
        <div className="mt-2">{children}</div>
      </main>
    </div>
  );
}

/** The admin's frame: the admin pages' menu and guard, the bot's name and owner, back to every bot. */
function AdminFrame({ botId, title, children }: { botId: string; title: string; children: ReactNode }) {
  const { t } = useTranslation('insights');
  const { user } = useAuth();
  const to = useLocalizedPath();
  const bot = useAdminBots(user?.role === 'admin').data?.find((b) => b.id === botId);
  return (
    <AdminLayout
      title={title}
      subtitle={bot ? t('frame.adminSubtitle', { name: bot.name, owner: bot.owner }) : undefined}
    >
      <div className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <InsightsNav />
          <Link to={to('adminBots', {}, { italianPrefix: true })} className={backLinkClass}>
            <ArrowLeft className="size-4" aria-hidden />
            {t('frame.allBots')}
          </Link>
        </div>
        <div className="mt-2">{children}</div>
      </div>
    </AdminLayout>
  );
}

/** Every cockpit page's frame, the client's or the admin's as the route says. */
export function InsightsFrame({ title, children }: { title: string; children: ReactNode }) {
  const { botId } = useInsightsScope();
  return botId === undefined ? (
    <ClientFrame title={title}>{children}</ClientFrame>
  ) : (
    <AdminFrame botId={botId} title={title}>
      {children}
    </AdminFrame>
  );
}
