import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { legalResources } from '../../features/legal/legal-resources.ts';
import { resources } from '../../i18n/resources.ts';
import { prerenderPaths } from '../../lib/public-pages.ts';
import { renderPage } from './render-page.tsx';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

/** Nested keys ("hero.titleLead") are what i18next prints when a text is missing. */
const rawKeys = [
  ...keysOf(resources.it.marketing),
  ...keysOf(resources.it.common),
  ...keysOf(legalResources.it),
].filter((key) => key.includes('.'));

const visibleText = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/g, ' ')
    .replace(/\s+/g, ' ');

describe('prerendered public pages', () => {
  const missing: string[] = [];
  beforeAll(async () => {
    await renderPage('/');
    // Any key a page asks for that no resource holds (a typo, a wrong namespace) is reported here.
    i18next.options.saveMissing = true;
    i18next.on('missingKey', (lngs: readonly string[], ns: string, key: string) =>
      missing.push(`${lngs}:${ns}:${key}`),
    );
  });

  for (const path of prerenderPaths()) {
    it(`${path} renders its texts, never a raw translation key`, async () => {
      const page = await renderPage(path);
      const text = visibleText(page.html);
      expect(text.length).toBeGreaterThan(500);
      expect(rawKeys.filter((key) => text.includes(key) || page.title.includes(key))).toEqual([]);
      expect(page.title).toMatch(/^Vela AI \| \S/);
      expect(page.description.length).toBeGreaterThan(40);
      expect(page.html).toMatch(/<h1[^>]*>/);
      expect(missing).toEqual([]);
    });
  }

  it('renders Italian on unprefixed and /it paths and English on /en', async () => {
    expect((await renderPage('/it/voice-agent')).html).toContain('Ogni chiamata ha una risposta.');
    expect((await renderPage('/en/legal/cookie-policy')).html).toContain('April 20, 2025');
    expect((await renderPage('/legal/privacy-policy')).html).toContain('1 luglio 2025');
  });
});
