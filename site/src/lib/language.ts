import { type Language, pathTo, type RouteName, splitLanguagePrefix } from '@vela/contracts/public';
import { useTranslation } from 'react-i18next';

/** The language a path asks for: its /en or /it prefix, else Italian (the default at start). */
export function languageOfPath(pathname: string): Language {
  return splitLanguagePrefix(pathname).prefix ?? 'it';
}

/** A route path in a language: English gets /en, Italian stays unprefixed (or /it when asked, as the portal menus do). */
export function localizedPath(path: string, lang: Language, { italianPrefix = false } = {}): string {
  const prefix = lang === 'en' ? '/en' : italianPrefix ? '/it' : '';
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/** The current path rewritten for another language (the header's switch). */
export function switchLanguagePath(pathname: string, lang: Language): string {
  const { prefix, path } = splitLanguagePrefix(pathname);
  return localizedPath(path, lang, { italianPrefix: prefix === 'it' });
}

export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'it';
}

/** `to('project', { id })`: one of our pages (the contracts' route table) in the current language. */
export function useLocalizedPath() {
  const lang = useLanguage();
  return (name: RouteName, params?: Record<string, string | number>, options?: { italianPrefix?: boolean }) =>
    localizedPath(pathTo(name, params), lang, options);
}
