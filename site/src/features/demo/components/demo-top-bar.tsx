import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { switchLanguagePath, useLanguage, useLocalizedPath } from '../../../lib/language.ts';

/** The public demo pages' slim header: brand home link and the language switch. */
export function DemoTopBar() {
  const { t } = useTranslation(['demo', 'common']);
  const lang = useLanguage();
  const to = useLocalizedPath();
  const { pathname } = useLocation();
  const other = lang === 'it' ? 'en' : 'it';
  return (
    <header className="border-b border-slate-200 bg-white/90 backdrop-blur">
      <nav className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Link to={to('home')} className="text-lg font-bold text-brand-600">
          {t('common:brand')}
        </Link>
        <Link
          to={switchLanguagePath(pathname, other)}
          lang={other}
          className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
        >
          {t('demo:topBar.switchTo')}
        </Link>
      </nav>
    </header>
  );
}
