import en from './en.ts';
import it from './it.ts';

/** The demo namespace: it travels in its area's chunk and joins i18next when one of its routes loads. */
export const demoResources = { it, en } as const;
