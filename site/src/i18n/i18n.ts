import type { Language } from '@vela/contracts/public';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resources } from './resources.ts';

export const DEFAULT_LANGUAGE: Language = 'it';
/** Spec part 2 §9: the chosen language is kept under this local-storage key. */
export const LANGUAGE_STORAGE_KEY = 'language';

/** Italian at start (spec part 1 §1); the route prefix switches it once the router runs. */
export function initI18n(lng: Language = DEFAULT_LANGUAGE) {
  void i18next.use(initReactI18next).init({
    resources,
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['it', 'en'],
    defaultNS: 'common',
    ns: Object.keys(resources.it),
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18next;
}

/** Adds a namespace that travels in its area's chunk (once per language), before the area's first render. */
export function registerNamespace(namespace: string, texts: Record<Language, object>) {
  for (const lang of ['it', 'en'] as const) {
    if (!i18next.hasResourceBundle(lang, namespace)) i18next.addResourceBundle(lang, namespace, texts[lang]);
  }
}

export function rememberLanguage(lng: Language) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // Storage can be unavailable (private mode); the path prefix still carries the language.
  }
}
