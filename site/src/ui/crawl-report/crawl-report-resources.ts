import en from './locales/en.ts';
import it from './locales/it.ts';

/** The crawl report's namespace: it joins i18next with the routes that show a report (demo page, builder). */
export const crawlReportResources = { it, en } as const;
