import en from './en.ts';
import it from './it.ts';

/** The insights namespace: it travels in its area's chunk and joins i18next when one of its routes loads. */
export const insightsResources = { it, en } as const;
