import { languages } from '@vela/contracts/public';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { switchLanguagePath, useLanguage } from '../lib/language.ts';

/** English / Italiano: rewrites the current path's language prefix (the portal's and admin pages' header). */
export function LanguageSwitch() {
  const { t } = useTranslation('common');
  const current = useLanguage();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <fieldset className="flex rounded-md border border-slate-300 bg-white p-0.5">
      <legend className="sr-only">{t('language.change')}</legend>
      {languages.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          aria-pressed={current === lang}
          onClick={() => current !== lang && navigate(switchLanguagePath(pathname, lang) + search)}
          className="rounded px-2.5 py-1.5 text-sm font-medium text-slate-600 aria-pressed:bg-brand-600 aria-pressed:text-white focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {t(`language.${lang}`)}
        </button>
      ))}
    </fieldset>
  );
}
