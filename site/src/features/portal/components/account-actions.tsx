import { languages } from '@vela/contracts';
import { LogOut } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { switchLanguagePath, useLanguage, useLocalizedPath } from '../../../lib/language.ts';
import { Button } from '../../../ui/button.tsx';
import { useAuth } from '../../auth/auth-provider.tsx';

/** English / Italiano: rewrites the current path's language prefix. */
export function LanguageSwitch() {
  const { t } = useTranslation(['portal', 'common']);
  const current = useLanguage();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <fieldset className="flex rounded-md border border-slate-300 bg-white p-0.5">
      <legend className="sr-only">{t('portal:languageSwitch')}</legend>
      {languages.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          aria-pressed={current === lang}
          onClick={() => current !== lang && navigate(switchLanguagePath(pathname, lang) + search)}
          className="rounded px-2.5 py-1.5 text-sm font-medium text-slate-600 aria-pressed:bg-brand-600 aria-pressed:text-white focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {t(`common:language.${lang}`)}
        </button>
      ))}
    </fieldset>
  );
}

/** Ends the session and goes to the home page. */
export function LogoutButton() {
  const { t } = useTranslation('portal');
  const { logoutMutation } = useAuth();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const leaving = useRef(false);
  const logout = useRef(logoutMutation.mutate);
  logout.current = logoutMutation.mutate;
  // The session ends once this page has really gone: while the next page's code loads the protected page
  // stays on screen, and seeing no user it would send the visitor to /auth instead of the home page.
  useEffect(
    () => () => {
      if (leaving.current) logout.current();
    },
    [],
  );
  const onLogout = () => {
    leaving.current = true;
    navigate(to('/'));
  };
  return (
    <Button variant="secondary" onClick={onLogout} disabled={logoutMutation.isPending}>
      <LogOut className="size-4" aria-hidden />
      {t('logout')}
    </Button>
  );
}
