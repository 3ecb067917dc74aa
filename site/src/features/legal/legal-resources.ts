import i18next from 'i18next';
import en from './locales/en.ts';
import it from './locales/it.ts';

/** The legal texts are long: they travel in the legal pages' own chunk and join i18next when it loads. */
export const legalResources = { it, en } as const;

export function registerLegalNamespace() {
  for (const lang of ['it', 'en'] as const) {
    if (!i18next.hasResourceBundle(lang, 'legal'))
      i18next.addResourceBundle(lang, 'legal', legalResources[lang]);
  }
}
