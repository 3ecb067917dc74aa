import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../../../lib/language.ts';
import { useAuth } from '../../../auth/public.ts';

/** Login and register for visitors; the portal and logout for a signed-in user. */
export function AccountActions({ stacked = false }: { stacked?: boolean }) {
  const { t } = useTranslation('marketing');
  const { user, logoutMutation } = useAuth();
  const to = useLocalizedPath();
  const base =
    'inline-flex min-h-10 items-center justify-center gap-2 rounded-full px-4 text-sm font-semibold transition-colors';
  const quiet = `${base} text-slate-700 hover:bg-slate-900/5 hover:text-slate-950`;
  const layout = stacked ? 'grid gap-2' : 'flex items-center gap-1';
  if (user) {
    return (
      <div className={layout}>
        <Link to={to('portal')} className={quiet}>
          {t('nav.portal')}
        </Link>
        <button
          type="button"
          className={quiet}
          onClick={() => logoutMutation.mutate()}
          disabled={logoutMutation.isPending}
        >
          <LogOut className="size-4" aria-hidden />
          {t('nav.logout')}
        </button>
      </div>
    );
  }
  return (
    <div className={layout}>
      <Link to={to('auth')} className={quiet}>
        {t('nav.login')}
      </Link>
      <Link to={`${to('auth')}?tab=register`} className={quiet}>
        {t('nav.register')}
      </Link>
    </div>
  );
}
