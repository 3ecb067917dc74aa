import { describe, expect, it } from 'vitest';
import { legalResources } from './legal-resources.ts';

function entries(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([k, v]) => entries(v, prefix ? `${prefix}.${k}` : k));
}

describe('legal texts', () => {
  it('have the same keys in Italian and English, and no empty text', () => {
    const it_ = entries(legalResources.it);
    const en = entries(legalResources.en);
    expect(en.map(([k]) => k).sort()).toEqual(it_.map(([k]) => k).sort());
    for (const [key, value] of [...it_, ...en])
      expect(typeof value === 'string' && value.trim(), key).toBeTruthy();
  });

  it('state the spec’s dates and rules in both languages', () => {
    expect(legalResources.it.privacy.date).toBe('1 luglio 2025');
    expect(legalResources.it.cookies.date).toBe('20 aprile 2025');
    expect(legalResources.en.terms.date).toBe('July 1, 2025');
    expect(legalResources.en.gdpr.date).toBe('July 1, 2025');
    expect(legalResources.en.cookies.date).toBe('April 20, 2025');
    const en = JSON.stringify(legalResources.en);
    const it_ = JSON.stringify(legalResources.it);
    for (const rule of ['under 16', 'within one month', 'within 72 hours', '30 days'])
      expect(en).toContain(rule);
    for (const rule of ['minori di 16 anni', 'entro un mese', 'entro 72 ore', '30 giorni'])
      expect(it_).toContain(rule);
  });
});
