import { describe, expect, it } from 'vitest';
import { adminResources } from '../features/admin/locales/admin-resources.ts';
import { builderResources } from '../features/builder/locales/builder-resources.ts';
import { demoResources } from '../features/demo/locales/demo-resources.ts';
import { insightsResources } from '../features/insights/locales/insights-resources.ts';
import { portalResources } from '../features/portal/locales/portal-resources.ts';
import { crawlReportResources } from '../ui/crawl-report/crawl-report-resources.ts';
import { resources } from './resources.ts';

/** The entry's namespaces and those that join with their area's route: add a new area's resources here. */
const allResources = {
  it: {
    ...resources.it,
    portal: portalResources.it,
    demo: demoResources.it,
    builder: builderResources.it,
    admin: adminResources.it,
    insights: insightsResources.it,
    crawlReport: crawlReportResources.it,
  },
  en: {
    ...resources.en,
    portal: portalResources.en,
    demo: demoResources.en,
    builder: builderResources.en,
    admin: adminResources.en,
    insights: insightsResources.en,
    crawlReport: crawlReportResources.en,
  },
} as const;

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

describe('translations', () => {
  for (const ns of Object.keys(allResources.it) as (keyof typeof allResources.it)[]) {
    it(`namespace ${ns} has the same keys in Italian and English`, () => {
      expect(keysOf(allResources.en[ns]).sort()).toEqual(keysOf(allResources.it[ns]).sort());
    });

    it(`namespace ${ns} has no empty text in either language`, () => {
      for (const lang of ['it', 'en'] as const) {
        const empty = keysOf(allResources[lang][ns]).filter((key) => {
          const value = key
            .split('.')
            .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], allResources[lang][ns]);
          return typeof value !== 'string' || value.trim() === '';
        });
        expect(empty, `${lang}:${ns}`).toEqual([]);
      }
    });
  }
});
