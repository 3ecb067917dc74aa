import type { Language } from './routes.ts';

/** Spec part 2 §5: the CMS content form's messages, English as specified and their Italian equivalents. */
export const cmsContentMessages = {
  en: {
    typeRequired: 'Please select a content type.',
    keyRequired: 'Content key is required.',
    valueRequired: 'Content value is required.',
    languageInvalid: 'Language must be en or it.',
  },
  it: {
    typeRequired: 'Scegli una sezione.',
    keyRequired: 'La chiave è obbligatoria.',
    valueRequired: 'Il valore è obbligatorio.',
    languageInvalid: 'La lingua deve essere en o it.',
  },
} as const satisfies Record<Language, Record<string, string>>;
