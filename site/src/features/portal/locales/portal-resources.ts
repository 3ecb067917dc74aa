import en from './en.ts';
import it from './it.ts';

/** The portal namespace: it travels in its area's chunk and joins i18next when one of its routes loads. */
export const portalResources = { it, en } as const;
