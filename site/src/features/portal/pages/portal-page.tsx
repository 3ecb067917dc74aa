import { useTranslation } from 'react-i18next';
import { AdminMenu } from '../../../app/admin-menu.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { LanguageSwitch } from '../../../ui/language-switch.tsx';
import { displayName, LogoutButton, useAuth } from '../../auth/public.ts';
import { ChatbotCard } from '../components/chatbot-card.tsx';
import { ProjectList } from '../components/project-list.tsx';
import { SupportCard } from '../components/support-card.tsx';

/** /portal: the client dashboard. */
export function PortalPage() {
  const { t } = useTranslation('portal');
  const { user } = useAuth();
  useDocumentTitle(t('meta.title'));
  if (!user) return null;

  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-4 sm:px-6">
          <div>
            <h1 className="text-xl font-semibold">{t('welcome', { name: displayName(user) })}</h1>
            <p className="text-sm text-slate-600">{t('subtitle')}</p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <LanguageSwitch />
            <LogoutButton />
          </div>
        </div>
        {user.role === 'admin' && (
          <div className="mx-auto max-w-6xl border-t border-slate-100 px-4 py-2 sm:px-6">
            <AdminMenu />
          </div>
        )}
      </header>
      <main className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6">
        <ProjectList />
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <ChatbotCard />
          <SupportCard />
        </div>
      </main>
    </div>
  );
}
