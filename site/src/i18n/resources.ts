import commonEn from '../app/common/locales/en.ts';
import commonIt from '../app/common/locales/it.ts';
import authEn from '../features/auth/locales/en.ts';
import authIt from '../features/auth/locales/it.ts';
import marketingEn from '../features/marketing/locales/en.ts';
import marketingIt from '../features/marketing/locales/it.ts';

/**
 * The namespaces bundled with the entry: the public pages' and the auth provider's (its login and logout
 * toasts show on every page). Every other area's namespace travels in its own chunk and joins i18next when
 * its route loads (`features/<area>/locales/<area>-resources.ts`, registered in app/router.tsx).
 */
export const resources = {
  it: { common: commonIt, marketing: marketingIt, auth: authIt },
  en: { common: commonEn, marketing: marketingEn, auth: authEn },
} as const;
