import { describe, expect, it } from 'vitest';
import { resources } from './resources.ts';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

describe('translations', () => {
  for (const ns of Object.keys(resources.it) as (keyof typeof resources.it)[]) {
    it(`namespace ${ns} has the same keys in Italian and English`, () => {
      expect(keysOf(resources.en[ns]).sort()).toEqual(keysOf(resources.it[ns]).sort());
    });

    it(`namespace ${ns} has no empty text in either language`, () => {
      for (const lang of ['it', 'en'] as const) {
        const empty = keysOf(resources[lang][ns]).filter((key) => {
          const value = key
            .split('.')
            .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], resources[lang][ns]);
          return typeof value !== 'string' || value.trim() === '';
        });
        expect(empty, `${lang}:${ns}`).toEqual([]);
      }
    });
  }
});
