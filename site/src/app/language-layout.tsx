import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { rememberLanguage } from '../i18n/i18n.ts';
import { languageOfPath } from '../lib/language.ts';

/** Keeps i18next, <html lang> and the stored preference in step with the path's language prefix. */
export function LanguageLayout() {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const lang = languageOfPath(pathname);
  if (i18n.language !== lang) void i18n.changeLanguage(lang);
  useEffect(() => {
    document.documentElement.lang = lang;
    rememberLanguage(lang);
  }, [lang]);
  return <Outlet />;
}
