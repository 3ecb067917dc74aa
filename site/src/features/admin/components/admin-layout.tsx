import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AdminMenu } from '../../../app/admin-menu.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useLocalizedPath } from '../../../lib/language.ts';
import { LanguageSwitch } from '../../../ui/language-switch.tsx';
import { PageSpinner } from '../../../ui/spinner.tsx';
import { toast } from '../../../ui/toast-store.ts';
import { LogoutButton, useAuth } from '../../auth/public.ts';

/** True once the signed-in user is known to be an admin; anyone else gets the access-denied toast and goes to /. */
export function useAdminGuard(): boolean {
  const { t } = useTranslation('admin');
  const { user, isLoading } = useAuth();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const denied = !isLoading && user?.role !== 'admin';
  useEffect(() => {
    if (!denied) return;
    toast({
      title: t('accessDenied.title'),
      description: t('accessDenied.description'),
      variant: 'destructive',
    });
    navigate(to('home'), { replace: true });
  }, [denied, navigate, t, to]);
  return !isLoading && user?.role === 'admin';
}

/** The frame of every admin page: the admin menu, language switch and logout, then the page. */
export function AdminLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  const isAdmin = useAdminGuard();
  if (!isAdmin) return <PageSpinner />;
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <AdminMenu includePortal />
          <div className="flex flex-wrap items-center gap-2">
            <LanguageSwitch />
            <LogoutButton />
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
        <h1 className="text-2xl font-semibold">{title}</h1>
        {subtitle && <p className="mt-1 text-slate-600">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </main>
    </div>
  );
}
