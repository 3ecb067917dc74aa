import adminEn from '../features/admin/locales/en.ts';
import adminIt from '../features/admin/locales/it.ts';
import authEn from '../features/auth/locales/en.ts';
import authIt from '../features/auth/locales/it.ts';
import builderEn from '../features/builder/locales/en.ts';
import builderIt from '../features/builder/locales/it.ts';
import commonEn from '../features/common/locales/en.ts';
import commonIt from '../features/common/locales/it.ts';
import demoEn from '../features/demo/locales/en.ts';
import demoIt from '../features/demo/locales/it.ts';
import marketingEn from '../features/marketing/locales/en.ts';
import marketingIt from '../features/marketing/locales/it.ts';
import portalEn from '../features/portal/locales/en.ts';
import portalIt from '../features/portal/locales/it.ts';

/** Every namespace, one per feature: add a feature's `locales/it.ts` and `locales/en.ts` here. */
export const resources = {
  it: {
    common: commonIt,
    marketing: marketingIt,
    auth: authIt,
    portal: portalIt,
    demo: demoIt,
    builder: builderIt,
    admin: adminIt,
  },
  en: {
    common: commonEn,
    marketing: marketingEn,
    auth: authEn,
    portal: portalEn,
    demo: demoEn,
    builder: builderEn,
    admin: adminEn,
  },
} as const;

export type Namespace = keyof (typeof resources)['it'];
