import * as Tabs from '@radix-ui/react-tabs';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useLocalizedPath } from '../../../lib/language.ts';
import { PageSpinner } from '../../../ui/spinner.tsx';
import { useAuth } from '../auth-provider.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { RegisterForm } from '../components/register-form.tsx';
import { WelcomePanel } from '../components/welcome-panel.tsx';

const tabClass =
  'flex-1 rounded-md px-3 py-2 text-sm font-medium text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm';

/** /auth: login and register tabs; a signed-in user goes straight to the portal. */
export function AuthPage() {
  const { t } = useTranslation(['auth', 'common']);
  const { user, isLoading } = useAuth();
  const to = useLocalizedPath();
  useDocumentTitle(t('auth:meta.title'));
  if (isLoading) return <PageSpinner />;
  if (user) return <Navigate to={to('portal')} replace />;

  return (
    <div className="grid min-h-screen lg:grid-cols-2">
      <main className="flex flex-col justify-center px-6 py-12 sm:px-12">
        <div className="mx-auto w-full max-w-md">
          <Link to={to('home')} className="text-xl font-bold text-brand-600">
            {t('common:brand')}
          </Link>
          <Tabs.Root defaultValue="login" className="mt-8">
            <Tabs.List className="flex gap-1 rounded-lg bg-slate-100 p-1" aria-label={t('auth:meta.title')}>
              <Tabs.Trigger value="login" className={tabClass}>
                {t('auth:tabs.login')}
              </Tabs.Trigger>
              <Tabs.Trigger value="register" className={tabClass}>
                {t('auth:tabs.register')}
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="login" className="mt-6">
              <h1 className="text-2xl font-semibold">{t('auth:login.title')}</h1>
              <p className="mt-1 mb-6 text-slate-600">{t('auth:login.subtitle')}</p>
              <LoginForm />
            </Tabs.Content>
            <Tabs.Content value="register" className="mt-6">
              <h1 className="text-2xl font-semibold">{t('auth:register.title')}</h1>
              <p className="mt-1 mb-6 text-slate-600">{t('auth:register.subtitle')}</p>
              <RegisterForm />
            </Tabs.Content>
          </Tabs.Root>
        </div>
      </main>
      <WelcomePanel />
    </div>
  );
}
